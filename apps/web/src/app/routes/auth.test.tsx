import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { AuthRoute } from './auth';

describe('/auth', () => {
  it('when a lapsed session sent the visitor here, then the expiry toast shows once and the cookie is cleared', async () => {
    document.cookie = 'session_toast=expired; Path=/';
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <AuthRoute />
            <Toaster />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText('Your session has expired.')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(document.cookie).not.toContain('session_toast=expired');
  });
});
