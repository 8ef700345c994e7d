import type { Benchmark } from './measure.ts';
import { policyBenchmark } from './policy.bench.ts';
import { pageWeightBenchmark } from './page-weight.bench.ts';
import { bulkZipBenchmark } from './bulk-zip.bench.ts';
import { httpBenchmark } from './http.bench.ts';
import { publishBenchmark } from './publish.bench.ts';
import { searchBenchmark } from './search.bench.ts';
import { cliBenchmark } from './cli.bench.ts';
import { questionnaireBenchmark } from './questionnaire.bench.ts';

/** Every benchmark `npm run bench` knows, in the order they run. */
export const benchmarks: Benchmark[] = [
  policyBenchmark,
  httpBenchmark,
  publishBenchmark,
  bulkZipBenchmark,
  pageWeightBenchmark,
  searchBenchmark,
  cliBenchmark,
  questionnaireBenchmark,
];
