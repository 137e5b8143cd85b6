import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { onDemand } from './on-demand';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A button that shows the part, as the header shows its mini-cart. */
function Opener({ Part }: { Part: ReturnType<typeof onDemand<{ label: string }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen((o) => !o)} onFocus={Part.preload}>
        Open
      </button>
      {open && <Part label="The panel" />}
      <Toaster />
    </I18nextProvider>
  );
}

describe('a part loaded on demand', () => {
  it('loads its code when first shown, then shows with its props', async () => {
    let loads = 0;
    const Part = onDemand(async () => {
      loads += 1;
      return Panel;
    });
    render(<Opener Part={Part} />);
    expect(loads).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('The panel')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('shows the network notice when its code cannot load, and tries again at the next showing', async () => {
    let fail = true;
    const Part = onDemand(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return Panel;
    });
    render(<Opener Part={Part} />);
    const open = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    expect(await screen.findByText('Por favor verifique la red')).toBeInTheDocument();
    expect(screen.queryByText('The panel')).toBeNull();

    fail = false;
    await userEvent.click(open); // closes
    await userEvent.click(open); // shows again
    expect(await screen.findByText('The panel')).toBeInTheDocument();
  });
});
