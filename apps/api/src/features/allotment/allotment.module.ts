import type { ApplicantImagesService, ApplicationService } from '../applications/applications.api';
import type { AdmissionFeeOrders } from '../payments/payments.api';
import type { FileStorage } from '../storage/storage.api';
import { feature } from '../../lib/feature';
import { admissionFees } from './admission-fee';
import { allotmentRoutes } from './allotment.routes';
import { allotmentService } from './allotment.service';
import type { AllotmentChoices } from './choices';
import { documentFileRoutes } from './document-files.routes';
import { documentFiles } from './document-files';
import { documentsService } from './documents';
import { joiningService } from './joining';
import { joiningRoutes } from './joining.routes';
import type { RefundsService } from '../payments/payments.api';
import { spotAdmission } from './spot';
import { admissionStatement } from './statement';

type Needs = {
  applications: ApplicationService;
  choices: AllotmentChoices;
  orders: AdmissionFeeOrders;
  refunds: RefundsService;
  applicantFiles: FileStorage;
  images: ApplicantImagesService;
};

/** The seat matrix, the rounds and their seats; then the applicant's choice, documents, fee and joining. */
export const allotmentFeature = feature({
  name: 'allotment',
  routes: ({ mount, db, clock, logger }, { applications, choices, orders, refunds, applicantFiles, images }: Needs) => [
    allotmentRoutes(mount, {
      allotment: allotmentService({ db, clock }),
      choices,
      applications,
      orders,
      spot: spotAdmission({ db, clock }),
    }),
    joiningRoutes(mount, {
      joining: joiningService({ db, clock, refunds, logger }),
      documents: documentsService({ db, clock }),
      fees: admissionFees({ db, clock }),
      statement: admissionStatement({ db, clock }),
    }),
    documentFileRoutes(mount, {
      files: documentFiles({ db, clock, storage: applicantFiles, removeReleased: images.removeReleased }),
      choices,
      applications,
    }),
  ],
});
