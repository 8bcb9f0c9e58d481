// `npm run catalog:check [dir]`: counts and every anomaly of the bundled catalogue (default data/raw), then the
// buyer-facing audit; exits 1 on an unusable row or an audit error (app/features/catalog/audit/catalog-check-report.ts).
import path from "node:path";
import { catalogCheckReport } from "~/features/catalog/audit/catalog-check-report";

const report = catalogCheckReport(path.resolve(process.argv[2] ?? path.join(process.cwd(), "data", "raw")));
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.exitCode = report.status;
