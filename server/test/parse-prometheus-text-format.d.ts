// The parser ships no types; the shape below is what it returns (prom2json's).
declare module 'parse-prometheus-text-format' {
  type Labels = Record<string, string>;
  export type PromFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: {
      value?: string;
      labels?: Labels;
      buckets?: Record<string, string>;
      count?: string;
      sum?: string;
    }[];
  };
  export default function parsePrometheusTextFormat(text: string): PromFamily[];
}
