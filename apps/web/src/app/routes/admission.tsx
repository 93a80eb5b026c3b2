import { t } from '@lingui/core/macro';
import { usePageTitle } from '../../components/layout/page-title';
import { AdmissionWizard } from '../../features/admission/components/admission-wizard';
import { BeforeYouApply } from '../../features/admission/components/before-you-apply';

/** /admission: loaded on demand so the public pages stay light. */
export function AdmissionRoute() {
  usePageTitle();
  return (
    <div className="admission">
      <section className="admission__hero">
        <h1>{t`Admission Form`}</h1>
        <p>{t`Start your journey with us today`}</p>
      </section>
      <BeforeYouApply />
      <AdmissionWizard />
    </div>
  );
}
