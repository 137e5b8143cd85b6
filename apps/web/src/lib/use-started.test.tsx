import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useStarted } from './use-started';

function Control() {
  const started = useStarted();
  return (
    <button type="button" disabled={!started}>
      Go
    </button>
  );
}

describe('useStarted', () => {
  it('is false on the server and in the render that hydrates its HTML, true once the effects ran', async () => {
    const html = renderToString(<Control />);
    expect(html).toBe('<button type="button" disabled>Go</button>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = container.querySelector('button');
    // The hydrating render agrees with the server's HTML: the button is the server's, still disabled.
    hydrateRoot(container, <Control />);
    expect(container.querySelector('button')).toBe(served);
    expect(served).toBeDisabled();
    // Then the effects run (after the browser's next paint) and the same button is enabled.
    await waitFor(() => expect(served).toBeEnabled());
    expect(container.querySelector('button')).toBe(served);
    container.remove();
  });

  it('enables a control mounted after the app has started too', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <Control />
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown && <Control />}
        </>
      );
    }
    render(<Later />);
    await act(async () => {
      screen.getByRole('button', { name: 'Show' }).click();
    });
    for (const go of screen.getAllByRole('button', { name: 'Go' })) expect(go).toBeEnabled();
  });
});
