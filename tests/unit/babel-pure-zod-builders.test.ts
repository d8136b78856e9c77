import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import pureZodBuilders from '../../scripts/babel-pure-zod-builders';

const annotate = (code: string) => transformSync(code, { plugins: [pureZodBuilders], babelrc: false, configFile: false })!.code!;
const pureCount = (code: string) => (annotate(code).match(/#__PURE__/g) ?? []).length;

describe('pure zod builders', () => {
  it('marks a schema and every builder call inside it', () => {
    const out = annotate(`import { z } from 'zod';\nexport const row = z.object({ id: z.number().int(), tags: z.array(z.string()) });`);
    // z.object(...), z.number().int() (one mark covers the chain), z.array(...), z.string().
    expect(out.match(/#__PURE__/g)).toHaveLength(4);
    expect(out).toMatch(/\/\*#__PURE__\*\/\s*z\.object/);
  });

  it('leaves parsing, zod config and calls on another z alone', () => {
    expect(pureCount(`import { z } from 'zod';\nz.string().parse(input);\nz.config({ jitless: true });\nz.string().meta({ id: 'a' });`)).toBe(0);
    expect(pureCount(`const z = (x) => x;\nz.object(1);\nfunction f(z) { return z.string(); }`)).toBe(0);
    expect(pureCount(`import { z } from './z';\nz.object({});`)).toBe(0);
  });

  it('marks builders from zod/v4 and under another local name', () => {
    expect(pureCount(`import { z as zod } from 'zod/v4';\nexport const a = zod.string();`)).toBe(1);
  });
});

describe('pure zod builders in the bundle', () => {
  it('leaves an unused schema out, and keeps a used one and a parse', async () => {
    const { rolldown } = await import('rolldown');
    const sources: Record<string, string> = {
      'entry.ts': `import { used, check } from './contract.ts';\nconsole.log(used.parse({ name: 'a' }), check);`,
      'contract.ts': [
        `import { z } from 'zod';`,
        `export const used = z.object({ name: z.string().min(1) });`,
        `export const unused = z.object({ id: z.number().int().positive(), tags: z.array(z.string().max(77_777)) });`,
        `export const check = 1;`,
        `z.string().min(55_555).parse('is kept');`,
      ].join('\n'),
    };
    const bundle = await rolldown({
      input: 'entry.ts',
      cwd: process.cwd(),
      plugins: [
        {
          name: 'sources',
          resolveId: (id) => (id.replace('./', '') in sources ? `\0${id.replace('./', '')}` : null),
          load: (id) => (id.startsWith('\0') ? annotate(sources[id.slice(1)]!) : null),
        },
      ],
    });
    const code = (await bundle.generate({ format: 'es' })).output[0].code;
    expect(code).toContain('min(1)');
    expect(code).toMatch(/55_?555/);
    expect(code).not.toMatch(/77_?777/);
    expect(code).not.toContain('positive()');
  });
});
