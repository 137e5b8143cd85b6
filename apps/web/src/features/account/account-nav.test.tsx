import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AccountAdministrator, AccountNav } from './account-parts';

describe('the customer area’s menu', () => {
  it('links to the Company page for the company’s administrators only', () => {
    const { unmount } = renderWithApp(
      <AccountAdministrator.Provider value={true}>
        <AccountNav />
      </AccountAdministrator.Provider>,
      { path: '/home' },
    );
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/company');
    unmount();
    renderWithApp(<AccountNav />, { path: '/home' });
    expect(screen.getByRole('link', { name: 'Orders' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
  });
});
