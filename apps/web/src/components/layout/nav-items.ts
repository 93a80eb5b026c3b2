import { DEPARTMENTS, departmentSlug } from '@college/contracts/programmes';
import { paths } from '../../config/paths';

export const DEPARTMENT_LINKS = DEPARTMENTS.map((name) => ({ label: name, to: paths.department(departmentSlug(name)) }));

export const STUDENT_CORNER_SUBMENU = [
  { label: 'Syllabus', to: paths.studentCorner('syllabus') },
  { label: 'Question Papers', to: paths.studentCorner('question-papers') },
];
