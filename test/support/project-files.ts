/** Test projects on disk: a folder with the files a test gives it. */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Writes `files` (paths relative to `root`, their folders made) and returns `root`. */
export async function writeProject(root: string, files: Record<string, string>): Promise<string> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, file, ".."), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}
