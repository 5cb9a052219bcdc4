import { describe, expect, it } from 'vitest';
import { serviceConfigProblem } from '@/lib/build/service-config';

const real = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
  NEXT_PUBLIC_TRIAL_API_URL: 'https://trial.example.com',
  NEXT_PUBLIC_LEADS_URL: 'https://leads.example.com/exec',
};

describe('a production build’s service addresses', () => {
  it('refuses a build with none, naming what is missing and how to go on', () => {
    const problem = serviceConfigProblem({});
    expect(problem).toContain('NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_TRIAL_API_URL, NEXT_PUBLIC_LEADS_URL');
    expect(problem).toContain('localhost:4010');
    expect(problem).toContain('BUILD_WITH_EMULATOR=1');
  });
  it('refuses a build that sets only some, or sets them blank', () => {
    expect(serviceConfigProblem({ ...real, NEXT_PUBLIC_LEADS_URL: ' ' })).toMatch(
      /^This production build has no NEXT_PUBLIC_LEADS_URL\./,
    );
  });
  it('goes on with every address set, or with the emulator asked for by name', () => {
    expect(serviceConfigProblem(real)).toBeNull();
    expect(serviceConfigProblem({ BUILD_WITH_EMULATOR: '1' })).toBeNull();
  });
});
