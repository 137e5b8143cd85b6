import 'bootstrap/dist/css/bootstrap.min.css';
import './console.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleApp } from './app';
import { startI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from console.html');
void startI18n().then(() =>
  createRoot(root).render(
    <BrowserRouter basename="/staff">
      <ConsoleApp />
    </BrowserRouter>,
  ),
);
