import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from './deferred-mount';

// The first pass of a render is what React commits before any deferred work: the static markup.
describe('DeferredMount', () => {
  it('shows the fallback in the pass that mounts it, so the children mount in a deferred pass that yields', () => {
    const html = renderToStaticMarkup(
      <DeferredMount fallback={<p>Loading</p>}>
        <main>The page</main>
      </DeferredMount>,
    );
    expect(html).toBe('<p>Loading</p>');
  });
});
