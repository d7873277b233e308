/**
 * The files a customer chose, kept by the browser between choosing and sending. A File cannot enter the
 * store or the action log, so the screen shelves it here under a reference and the actions carry the
 * reference, name and size only.
 */
const shelf = new Map<string, File>();
let shelved = 0;

export const chosenFiles = {
  get(fileRef: string): File | undefined {
    return shelf.get(fileRef);
  },
  has(fileRef: string): boolean {
    return shelf.has(fileRef);
  },
  keep(file: File): string {
    const fileRef = `file-${Date.now().toString(36)}-${++shelved}`;
    shelf.set(fileRef, file);
    return fileRef;
  },
  forget(fileRef: string): void {
    shelf.delete(fileRef);
  },
};
