import { feature } from '../../lib/feature';
import { questionPaperRoutes } from './question-paper.routes';
import type { QuestionPaperService } from './question-paper.service';
import { staffPaperRoutes } from './staff-papers.routes';

/** The archive of previous question papers, and the office's uploads to it. */
export const questionPapersFeature = feature({
  name: 'question-papers',
  routes: ({ mount }, { papers }: { papers: QuestionPaperService }) => [
    questionPaperRoutes(mount, { papers }),
    staffPaperRoutes(mount, { papers }),
  ],
});
