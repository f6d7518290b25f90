/** What the file rules look at: a File (browser) or its plain description (tests, server). */
export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
  type?: string;
  /** Pixels, when the caller has measured an image. */
  width?: number;
  height?: number;
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'];

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number';

/** One file or a list of files; every one must pass. */
function everyFile(value: unknown, check: (file: FileLike) => boolean): boolean {
  const files = Array.isArray(value) ? value : [value];
  return files.every((file) => isFileLike(file) && check(file));
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

export const hasExtension = (value: unknown, extensions: string[]) =>
  everyFile(
    value,
    (file) => file.name.includes('.') && extensions.map((e) => e.toLowerCase()).includes(extensionOf(file.name)),
  );

export const isImage = (value: unknown) =>
  everyFile(value, (file) =>
    file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.includes(extensionOf(file.name)),
  );

/** Size limit in kilobytes, as the rule is usually written (size:2048). */
export const withinSize = (value: unknown, maxKilobytes: number) =>
  everyFile(value, (file) => file.size <= maxKilobytes * 1024);

export const hasDimensions = (value: unknown, width: number, height: number) =>
  everyFile(value, (file) => file.width === width && file.height === height);
