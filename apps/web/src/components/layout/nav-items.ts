import { t } from '@lingui/core/macro';
import { DEPARTMENTS, departmentSlug } from '@college/contracts/programmes';
import { paths } from '../../config/paths';
import { siteText } from '../../content/college';

/** The departments in the menu, named in the page's language. */
export const departmentLinks = () =>
  DEPARTMENTS.map((name) => ({ label: siteText.text.departments[name], to: paths.department(departmentSlug(name)) }));

export const studentCornerSubmenu = () => [
  { label: t`Syllabus`, to: paths.studentCorner('syllabus') },
  { label: t`Question Papers`, to: paths.studentCorner('question-papers') },
];
