import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';

/** A page that shows its heading only once its data "arrives" (when `release` is called). */
let release: () => void = () => {};
function SlowPage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
    document.title = `${title} | mostrador`;
  }, [title]);
  return ready ? <h1>{title}</h1> : <p>Loading</p>;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/a']}>
      <nav>
        <Link to="/b">To B</Link>
        <input aria-label="Search" />
      </nav>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <RouteFocus />
    </MemoryRouter>
  );
}

function renderShell() {
  return render(
    <Shell>
      <Routes>
        <Route path="/a" element={<h1>Page A</h1>} />
        <Route path="/b" element={<SlowPage title="Page B" />} />
      </Routes>
    </Shell>,
  );
}

describe('RouteFocus', () => {
  it('leaves the first page alone, then focuses the new page heading once it shows and announces the title', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'To B' }));
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => release());
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page B | mostrador'));
  });

  it('does not take focus back from a control the user moved to while the page loaded', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'To B' }));
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    act(() => release());
    await screen.findByRole('heading', { name: 'Page B' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(search);
  });
});
