import { AuditLogTable } from '../features/audit-log/AuditLogTable';

/** Every administrator action, at /dashbord/auditlog. */
export default function AuditLogPage() {
  return <AuditLogTable />;
}
