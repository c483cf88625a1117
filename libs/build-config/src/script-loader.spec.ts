import { type Options, transformSync } from '@swc/core';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { scriptLoaderOptions } from './script-loader.ts';

/** Two files, each defining a styled component, as an app's modules would. */
const sources = {
  card: "import styled from 'styled-components';\nexport const StyledCard = styled.article`padding: 8px;`;\n",
  badge:
    "import styled from 'styled-components';\nexport const StyledBadge = styled.span`color: teal;`;\n",
};
type FileName = keyof typeof sources;

function compile(options: Options) {
  return Object.fromEntries(
    Object.entries(sources).map(([name, source]) => [
      name,
      transformSync(source, { ...options, filename: `${name}.tsx`, module: { type: 'commonjs' } })
        .code,
    ]),
  ) as Record<FileName, string>;
}

/**
 * Evaluates the compiled files in the given order with a fresh styled-components, as a process
 * that has not loaded them yet would, and renders both components to HTML.
 */
function markupWhenEvaluatedInOrder(code: Record<FileName, string>, order: FileName[]) {
  let markup = '';
  jest.isolateModules(() => {
    // Inside isolateModules Jest's require loads fresh copies, as a new process would.
    const load = require as (id: string) => unknown;
    const exported: Record<string, Record<string, unknown>> = {};
    for (const name of order) {
      const module = { exports: {} as Record<string, unknown> };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a chunk runs as the browser runs a script
      new Function('require', 'module', 'exports', code[name])(load, module, module.exports);
      exported[name] = module.exports;
    }
    const { createElement, Fragment } = load('react') as typeof React;
    const { renderToStaticMarkup } = load('react-dom/server') as typeof ReactDomServer;
    markup = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(exported.card?.StyledCard as 'article'),
        createElement(exported.badge?.StyledBadge as 'span'),
      ),
    );
  });
  return markup;
}

describe('the script loader options every build compiles with', () => {
  it.each([true, false])(
    'give styled components the same class names whatever order their files are evaluated in (production %s)',
    (isProduction) => {
      const code = compile(scriptLoaderOptions({ isProduction }) as Options);

      const cardFirst = markupWhenEvaluatedInOrder(code, ['card', 'badge']);
      const badgeFirst = markupWhenEvaluatedInOrder(code, ['badge', 'card']);

      expect(cardFirst).toMatch(/^<article class="[^"]+"><\/article><span class="[^"]+"><\/span>$/);
      expect(badgeFirst).toBe(cardFirst);
    },
  );

  it('are needed: without the styled-components transform the class names follow evaluation order', () => {
    const { jsc } = scriptLoaderOptions({ isProduction: true });
    const code = compile({ jsc: { ...jsc, experimental: {} } } as Options);

    expect(markupWhenEvaluatedInOrder(code, ['badge', 'card'])).not.toBe(
      markupWhenEvaluatedInOrder(code, ['card', 'badge']),
    );
  });
});
