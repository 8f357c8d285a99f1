import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkNativeModule } from './nativeModule.ts';

/** Tests read the build (manifest, content, PDFs); make sure one exists and is current. */
export default function setup(): void {
  const root = join(import.meta.dirname, '..');
  checkNativeModule(root);
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit', cwd: root });
  if (!existsSync(join(root, 'dist/client/manifest.json'))) throw new Error('build missing after ensure-build');
}
