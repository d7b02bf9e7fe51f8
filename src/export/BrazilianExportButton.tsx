import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  downloadCSV,
  type RaRecord,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
// the CSV builder (and the date and number formatting it brings) loads on the first export
import type { CsvColumn } from './brazilianCsv';
import { EXPORT_ROW_CAP, fetchAllPages, GATEWAY_MAX_PAGE_SIZE } from './fetchAllPages';

export interface BrazilianExportButtonProps<RecordType extends RaRecord = RaRecord> {
  columns: readonly CsvColumn<RecordType>[];
  /** The file is `<filename>-<YYYY-MM-DD>.csv`. */
  filename: string;
  /** Rows exported at most; defaults to EXPORT_ROW_CAP. */
  cap?: number;
  pageSize?: number;
  /** Passed to every getList call, as react-admin's ExportButton does. */
  meta?: unknown;
}

interface Progress {
  fetched: number;
  target: number | undefined;
}

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * Exports every row matching the list's current filters and sort, page by page as the gateway
 * allows, as a CSV for Brazilian Excel (see toBrazilianCsv). For a `<List>`'s actions.
 */
export const BrazilianExportButton = <RecordType extends RaRecord = RaRecord>({
  columns,
  filename,
  cap = EXPORT_ROW_CAP,
  pageSize = GATEWAY_MAX_PAGE_SIZE,
  meta,
}: BrazilianExportButtonProps<RecordType>) => {
  const { filter, filterValues, resource, sort, total } = useListContext<RecordType>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const count = (value: number) => new Intl.NumberFormat(locale).format(value);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    const target = (announced: number | undefined) =>
      announced === undefined ? undefined : Math.min(announced, cap);
    setProgress({ fetched: 0, target: target(total) });
    try {
      const { datedFileName, toBrazilianCsv } = await import('./brazilianCsv');
      const result = await fetchAllPages<RecordType>(
        dataProvider,
        resource,
        { filter: filter ? { ...filterValues, ...filter } : filterValues, sort, meta },
        {
          pageSize,
          cap,
          signal: abort.signal,
          onProgress: (fetched, announced) => setProgress({ fetched, target: target(announced) }),
        },
      );
      // The CSV text starts with the BOM; downloadCSV puts the string in a Blob as is (UTF-8)
      // and adds no BOM of its own, so the file carries exactly one.
      downloadCSV(toBrazilianCsv(result.data, columns), datedFileName(filename));
      if (result.capped) {
        notify('aval.export.capped', {
          type: 'warning',
          messageArgs: { cap: count(cap), total: count(result.total ?? result.data.length) },
        });
      } else {
        notify('aval.export.done', {
          type: 'success',
          messageArgs: { smart_count: result.data.length, count: count(result.data.length) },
        });
      }
    } catch (error) {
      if (isAbort(error, abort.signal)) {
        notify('aval.export.cancelled', { type: 'info' });
      } else {
        // A gateway error is an HttpError whose message is already the user's text (pt-BR).
        const message = error instanceof Error && error.message ? error.message : undefined;
        notify(message ?? 'aval.export.error', {
          type: 'error',
          messageArgs: message ? { _: message } : undefined,
        });
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const { fetched, target } = progress;
    const label =
      target === undefined
        ? translate('aval.export.progressUnknownTotal', { fetched: count(fetched) })
        : translate('aval.export.progress', { fetched: count(fetched), total: count(target) });
    return (
      <>
        <Button label={label} disabled>
          <CircularProgress
            size={16}
            variant={target ? 'determinate' : 'indeterminate'}
            value={target ? Math.min(100, (fetched / target) * 100) : undefined}
            aria-label={label}
          />
        </Button>
        <Button label="aval.export.cancel" onClick={() => controller.current?.abort()}>
          <CloseIcon />
        </Button>
      </>
    );
  }

  return (
    <Button label="aval.export.label" onClick={run} disabled={total === 0}>
      <DownloadIcon />
    </Button>
  );
};
