import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Application } from '@college/contracts/entities/application';
import { Toaster } from '../components/ui/toaster';
import { applicationQuery } from '../features/admission/api/get-application';

export const APP_ID = 'APP2026000042';

/** An application as GET application/{id} returns it, at the fee stage unless overridden. */
export function sampleApplication(overrides: Partial<Application> = {}): Application {
  return {
    applicationId: APP_ID,
    _id: APP_ID,
    mobile: '9876543210',
    status: 'draft',
    statusRemark: null,
    currentStage: 'application_fee_payment',
    isExistingApplication: true,
    createdAt: '2026-06-15T05:30:00.000Z',
    updatedAt: '2026-06-15T05:30:00.000Z',
    personalDetails: { fullName: 'Anu Krishnan', dob: '2008-05-14', gender: 'female', religion: 'hindu', email: 'anu@example.in' },
    addressFamilyDetails: null,
    programSelections: [],
    educationDetails: null,
    declaration: null,
    paymentDetails: {
      application_fee: {
        amount: 500,
        currency: 'INR',
        status: 'pending',
        attempts: 0,
        lastError: null,
        paymentMethod: null,
        verifiedAt: null,
        gatewayPaymentId: null,
      },
    },
    feeAmount: 500,
    ...overrides,
  };
}

/** Renders with a query cache already holding the application, as after it was fetched. */
export function renderWithApplication(ui: ReactElement, application: Application | null = sampleApplication()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (application) client.setQueryData(applicationQuery(application.applicationId).queryKey, application);
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
