import { t } from '@lingui/core/macro';
import { DEPARTMENTS, departmentSlug } from '@college/contracts/programmes';
import { paths } from '../../config/paths';

export const DEPARTMENT_LINKS = DEPARTMENTS.map((name) => ({ label: name, to: paths.department(departmentSlug(name)) }));

export const studentCornerSubmenu = () => [
  { label: t`Syllabus`, to: paths.studentCorner('syllabus') },
  { label: t`Question Papers`, to: paths.studentCorner('question-papers') },
];
