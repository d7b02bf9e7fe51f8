import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/** One file react-admin's downloadCSV handed the browser: the Blob and the file name. */
export interface Download {
  blob: Blob;
  filename: string;
}

/**
 * Captures the files the screens download (jsdom has no URL.createObjectURL and a link click
 * navigates nowhere): call at a test file's top level, read the returned array in the tests.
 */
export const captureDownloads = (): Download[] => {
  const downloads: Download[] = [];
  let lastBlob: Blob | null = null;
  const originalCreateObjectURL = URL.createObjectURL;
  let click: MockInstance | undefined;
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:csv';
    };
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ blob: lastBlob!, filename: this.download });
    });
  });
  afterEach(() => {
    URL.createObjectURL = originalCreateObjectURL;
    click?.mockRestore();
  });
  return downloads;
};

/** The CSV's lines as UTF-8, the byte-order mark kept on the first. */
export const csvLines = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()).split('\r\n');
