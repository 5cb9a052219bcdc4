import { defineEntries } from '../define';
import { dataEntryJobs } from '../jobs/pages/data-entry-jobs';
import { digitalMarketingJobs } from '../jobs/pages/digital-marketing-jobs';
import { jobsHiringImmediately } from '../jobs/pages/jobs-hiring-immediately';
import { jobsHiringNearMe } from '../jobs/pages/jobs-hiring-near-me';
import { jobsNearMe } from '../jobs/pages/jobs-near-me';
import { marketingJobsNearMe } from '../jobs/pages/marketing-jobs-near-me';
import { partTimeJobs } from '../jobs/pages/part-time-jobs';
import { remoteCustomerServiceJobs } from '../jobs/pages/remote-customer-service-jobs';
import { remoteMarketingJobs } from '../jobs/pages/remote-marketing-jobs';
import { salesAndRetailJobs } from '../jobs/pages/sales-and-retail-jobs';
import { landingPageSchema } from '../schema/landing';

/**
 * Job-search guides for job seekers at /jobs/<slug>/. We run no job board: the pages explain the
 * work, its pay (BLS figures copied into content/jobs/wages.ts), where and how to search and how to
 * avoid scams, and never present openings as live. Each page is written in content/jobs/pages/.
 */
export const jobPages = defineEntries(
  'content/landing/jobs.ts',
  landingPageSchema,
  [
    jobsNearMe,
    jobsHiringNearMe,
    partTimeJobs,
    jobsHiringImmediately,
    remoteCustomerServiceJobs,
    remoteMarketingJobs,
    dataEntryJobs,
    salesAndRetailJobs,
    digitalMarketingJobs,
    marketingJobsNearMe,
  ],
  'path',
);
