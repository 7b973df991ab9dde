// Sellers' bulk import and export of listings (issue 30), key for key with ./bn-import.ts.
export const enImport = {
  listingImport: {
    title: 'Import and export',
    intro:
      'One row per variant, grouped by handle; rows are matched to your listings by SKU. Check the file first: nothing is saved until you confirm.',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export XLSX',
    templateEn: 'Template (English headers)',
    templateBn: 'Template (Bengali headers)',
    file: 'CSV or XLSX file',
    check: 'Check the file',
    checking: 'Checking…',
    progress: '{{done}} of {{total}} rows',
    ready: 'Checked: {{bad}} rows with errors. Confirm to import the rest.',
    readyClean: 'Checked: no errors. Confirm to import.',
    confirm: 'Confirm the import',
    done: 'Imported: {{created}} new, {{updated}} updated, {{unchanged}} unchanged. New and changed listings wait for review.',
    failed: 'The import stopped: {{error}}',
    row: 'Row',
    handle: 'Handle',
    column: 'Column',
    problem: 'Problem',
    recent: 'Recent imports',
    recentLine: '— {{created}} new, {{updated}} updated, {{bad}} rows with errors',
    another: 'Import another file',
  },
} as const;
