import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Islands load their engines with import() on first use; on a busy two-core machine that alone can
// pass Testing Library's default one second, and findBy/waitFor then failed tests that were right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
