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
    const token = 'site-public-id-with-length';
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
        {
          file: '_next/static/app.js',
          kind: 'AWS access key id',
          excerpt: FAKES['AWS access key id'],
          offset: 9,
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds the old emulator AI token and a key with no known prefix, with file and offset', () => {
    const root = mkdtempSync(join(tmpdir(), 'scan-'));
    const key = join2('Zq8', 'Lm2Xv7Rt4Kp9Wn3Hy6', 'Bd1Fg5Jc0Ns8Ue2Ao7Mi');
    try {
      mkdirSync(join(root, '_next/static/chunks'), { recursive: true });
      writeFileSync(
        join(root, '_next/static/chunks/a1b2c3.js'),
        `let t="${join2('emulator-', 'public-token')}";`,
      );
      writeFileSync(join(root, 'page.js'), `fetch(u,{headers:{"x-key":"${key}"}})`);
      const found = scanFolder(root, []);
      expect(found).toEqual([
        {
          file: '_next/static/chunks/a1b2c3.js',
          kind: 'AI token',
          excerpt: 'emulator-public-token',
          offset: 7,
        },
        { file: 'page.js', kind: 'random-looking key', excerpt: key, offset: 27 },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('passes a clean export: hashes, chunk names, data URIs and identifiers', () => {
    const clean = [
      `<script integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"></script>`,
      `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-9ZovEkP/RT3f83dzSfLnF6ic7eScPbfS9Q4SIjwYDV4='">`,
      `import("./_next/static/chunks/0f3a9c1d2e4b5a6c7d8e9f0a1b2c3d4e.js");`,
      `url("data:font/woff2;base64,d09GMgABAAAAAAKsAA0AAAAABkQAAAJWAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGh4")`,
      `const a="VP8LColorIndexInverseTransformAlpha", b="e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";`,
    ].join('\n');
    expect(findSecrets(clean, [])).toEqual([]);
  });
});
