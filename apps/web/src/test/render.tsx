import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Application } from '@college/contracts/entities/application';
import { Toaster } from '../components/ui/toaster';
import { getAdmissionWindows } from '@college/contracts/endpoints/admission-windows';
import type { AdmissionWindows, IntakeWindowView } from '@college/contracts/entities/intake-windows';
import { INTAKES, type IntakeKey } from '@college/contracts/entities/intakes';
import { SEASON_EVENTS } from '@college/contracts/entities/admission-settings';
import { applicationQuery } from '../features/admission/api/get-application';
import { keyOf } from '../features/admission/api/query-keys';

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
    personalDetails: {
      fullName: 'Anu Krishnan',
      dob: '2008-05-14',
      gender: 'female',
      religion: 'hindu',
      email: 'anu@example.in',
      category: 'SM',
      certificateNumber: '',
      certificateDate: '',
      disability: 'none',
      disabilityPercent: '',
    },
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
        refunds: [],
      },
    },
    feeAmount: 500,
    images: { photo: null, signature: null },
    ...overrides,
  };
}

/** Every intake open with no dates, the fee at its default: what a fresh site answers. */
export function sampleWindows(overrides: Partial<Record<IntakeKey, Partial<IntakeWindowView>>> = {}): AdmissionWindows {
  return {
    feeRupees: 500,
    intakes: INTAKES.map((i) => ({
      key: i.key,
      label: i.label,
      opensOn: null,
      closesOn: null,
      state: 'open' as const,
      ...overrides[i.key],
    })),
    season: SEASON_EVENTS.map((e) => ({ key: e.key, label: e.label, on: null })),
  };
}

/** Renders with a query cache already holding the application and the windows, as after they were fetched. */
export function renderWithApplication(
  ui: ReactElement,
  application: Application | null = sampleApplication(),
  windows: AdmissionWindows = sampleWindows(),
  /** Anything else the screen asks the site for, already fetched. */
  seed: (client: QueryClient) => void = () => undefined,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  if (application) client.setQueryData(applicationQuery(application.applicationId).queryKey, application);
  client.setQueryData(keyOf(getAdmissionWindows), windows);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
