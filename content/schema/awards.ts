import { z } from 'zod';
import { imagePath, linkedIn, nonEmpty } from './common';

export const RECRUITING_CATEGORIES = [
  "People's Choice Award",
  'Diversity Champion Award',
  'Best Candidate Experience Award',
  'Innovation Award',
  'People-First Award',
] as const;

export const SALES_CATEGORIES = [
  'Social Seller of the Year Award',
  'Rookie of the Year Award',
  "People's Choice Award",
  'Deal Closer Extraordinaire',
  'Market Expansion Maestro Award',
] as const;

export const nomineeSchema = z.object({
  nomineeImg: imagePath.optional(),
  nomineeName: nonEmpty,
  nomineeLinkedIn: linkedIn.optional(),
  nomineeCompany: z.string().optional(),
  nomineeDesignation: z.string().optional(),
  category: z.string().optional(),
});
export type Nominee = z.output<typeof nomineeSchema>;

export const recruitingWinnerSchema = z.object({
  name: nonEmpty,
  img: imagePath.optional(),
  award: z.enum([
    'Diversity Champion',
    'Innovation in People Strategy',
    'Org-scaling Excellence',
    'Best EmpX',
    'Best Candidate Experience',
    'Skilling Expert',
  ]),
  company: nonEmpty,
});
export type RecruitingWinner = z.output<typeof recruitingWinnerSchema>;

export const salesWinnerSchema = z.object({
  nomineeImg: imagePath.optional(),
  nomineeName: nonEmpty,
  nomineeDesignation: nonEmpty,
  nomineeLinkedIn: linkedIn,
  category: z.enum([
    'Rookie of the Year',
    'Social Seller',
    'Market Expansion Maestro',
    'Deal Closer Extraordinaire',
    "People's Choice",
  ]),
});
export type SalesWinner = z.output<typeof salesWinnerSchema>;
