// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecrets, scanFolder } from '../../../scripts/security/secrets';

// Fake credentials, assembled at run time so no scanner mistakes this file for a leak.
const join2 = (...parts: string[]) => parts.join('');
const FAKES: Record<string, string> = {
  'private key': join2('-----BEGIN ', 'RSA PRIVATE KEY-----\nMIIEow…'),
  'AWS access key id': join2('AKIA', 'IOSFODNN7EXAMPLE'),
  'OpenAI-style API key': join2('sk-', 'proj-', 'abcdefghijklmnopqrstuvwx1234'),
  'Stripe secret key': join2('sk_', 'live_', '4eC39HqLyjWDarjtT1zdp7dc'),
  'GitHub token': join2('ghp_', 'abcdefghijklmnopqrstuvwxyz0123456789'),
  'Google API key': join2('AIza', 'SyA-1234567890abcdefghijklmnopqrstu'),
  'JSON Web Token': join2(
    'eyJ',
    'hbGciOiJIUzI1NiJ9',
    '.eyJ',
    'zdWIiOiIxMjM0NTY3ODkwIn0',
    '.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  ),
  'bearer token': join2('Authorization: "Bearer ', 'q8Zr2LmN5vX0pT7wKj3H', '"'),
  'assigned secret': join2('client_secret', ': "', 'a8f5f167f44f4964e6c998dee827110c', '"'),
  'URL with credentials': join2('https://admin:', 'hunter22@', 'db.example.com/'),
};

describe('the secret scan', () => {
  for (const [kind, text] of Object.entries(FAKES)) {
    it(`finds a ${kind}`, () => {
      expect(findSecrets(`var x = ${JSON.stringify(text)};`, []).map((f) => f.kind)).toContain(kind);
    });
  }

  it('lets the documented public values through', () => {
    const token = 'emulator-public-token-with-length';
    expect(findSecrets(`headers:{Authorization:"Bearer ${token}"}`, [token])).toEqual([]);
  });

  it('does not flag ordinary code and copy', () => {
    const code =
      'const task-list = 1; fetch(url,{headers:{Authorization:`Bearer ${t}`}}); password:"Your password appears here";' +
      '.desk-top-navigation-layout{} "Use sk- keys only on a server" G-ABC123DEF';
    expect(findSecrets(code, [])).toEqual([]);
  });

  it('walks text files of a folder and names the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'scan-'));
    try {
      mkdirSync(join(root, '_next/static'), { recursive: true });
      writeFileSync(join(root, '_next/static/app.js'), `const k="${FAKES['AWS access key id']}";`);
      writeFileSync(join(root, 'index.html'), '<p>nothing here</p>');
      writeFileSync(join(root, 'photo.jpg'), FAKES['AWS access key id']!);
      expect(scanFolder(root, [])).toEqual([
        { file: '_next/static/app.js', kind: 'AWS access key id', excerpt: FAKES['AWS access key id'] },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
