import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import type { DocumentCode } from '@college/contracts/rules/admission-documents';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import {
  cancelAdmission,
  confirmAdmission,
  downloadRegister,
  downloadStatement,
  getAdmissionFees,
  getDocuments,
  getJoining,
  getRegister,
  markDocument,
  saveAdmissionFees,
  setAdmissionNumberFormat,
} from '@college/contracts/endpoints/joining';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const joiningKey = (id: string) => [getJoining.method, getJoining.path, id] as const;
const documentsKey = (id: string) => [getDocuments.method, getDocuments.path, id] as const;
const registerKey = (intake: IntakeKey) => [getRegister.method, getRegister.path, intake] as const;

export const useJoining = (id: string) =>
  useQuery({
    queryKey: joiningKey(id),
    queryFn: ({ signal }) => api.call(getJoining, { params: { id }, signal }).then((r) => r.data),
    retry: false,
  });

export const useRegister = (intake: IntakeKey) =>
  useQuery({
    queryKey: registerKey(intake),
    queryFn: ({ signal }) => api.call(getRegister, { query: { intake }, signal }).then((r) => r.data),
    retry: false,
  });

export const useConfirmAdmission = (id: string) =>
  useStaffWrite((feeReceipt: string) => api.call(confirmAdmission, { params: { id }, body: { feeReceipt } }), [joiningKey(id)]);
export const useCancelAdmission = (id: string) =>
  useStaffWrite((reason: string) => api.call(cancelAdmission, { params: { id }, body: { reason } }), [joiningKey(id)]);
export const useSetFormat = (intake: IntakeKey) =>
  useStaffWrite((format: string) => api.call(setAdmissionNumberFormat, { body: { format } }), [registerKey(intake)]);

/** A plain link: the browser saves the file. */
export const registerFileUrl = (intake: IntakeKey, format: 'csv' | 'xlsx' | 'pdf') =>
  `${downloadRegister.path}?intake=${intake}&format=${format}`;

/** The Directorate's statement of seats sanctioned, admitted and vacant: a plain link too. */
export const statementFileUrl = (intake: IntakeKey, format: 'csv' | 'xlsx') =>
  `${downloadStatement.path}?intake=${intake}&format=${format}`;

export const useDocuments = (id: string) =>
  useQuery({
    queryKey: documentsKey(id),
    queryFn: ({ signal }) => api.call(getDocuments, { params: { id }, signal }).then((r) => r.data),
    retry: false,
  });

/** A mark changes what the desk may do: the admission card is read again. */
export const useMarkDocument = (id: string) =>
  useStaffWrite(
    (vars: { code: DocumentCode; body: BodyOf<typeof markDocument> }) =>
      api.call(markDocument, { params: { id, code: vars.code }, body: vars.body }),
    [documentsKey(id), joiningKey(id)],
  );

const feesKey = [getAdmissionFees.method, getAdmissionFees.path] as const;
export const useAdmissionFees = () =>
  useQuery({
    queryKey: feesKey,
    queryFn: ({ signal }) => api.call(getAdmissionFees, { signal }).then((r) => r.data),
    retry: false,
  });
export const useSaveAdmissionFees = () =>
  useStaffWrite((structure: BodyOf<typeof saveAdmissionFees>) => api.call(saveAdmissionFees, { body: structure }), [feesKey]);
