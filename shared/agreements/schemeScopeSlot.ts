/**
 * Where the browser keeps the scheme's facts for the pre-check's engine when it
 * runs on the device (/my-agreements, decision 035). The server checks
 * content/scheme-scope.yaml and the page's loader hands over the result; the
 * page puts it here before it loads the engine, whose facts module in the
 * browser build (shared/figures/schemeScopeFile.client.ts) takes it from here.
 * Typed `unknown` here: shared/ knows nothing of server/'s types.
 */
let provided: unknown;

export function provideSchemeScope(scope: unknown): void {
  provided = scope;
}

export function providedSchemeScope(): unknown {
  if (provided === undefined) throw new Error('The scheme’s facts were not handed over before the pre-check’s engine loaded (decision 035).');
  return provided;
}
