/** A file the import cannot read; the message is shown to the user as it is. */
export class ImportReadError extends Error {
  override name = 'ImportReadError';
}
