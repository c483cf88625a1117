-- The job queue's table is a queue: every order inserts rows that are deleted seconds later, and
-- its size swings from none to a backlog of thousands (an SMTP outage, a burst of orders). By the
-- defaults autovacuum visits a table after a fifth of its rows changed, so the dead rows of a
-- churning queue pile up in front of the claim's index walk, and its statistics describe a queue
-- long gone. Planned without statistics of the queue (a table never analysed), a claim sorted
-- the whole backlog for each batch (14 ms a claim with 23,400 jobs queued); analysed, it walks
-- jobs_due_idx in order (0.15 ms). Visited after every thousand changes, the queue keeps its
-- statistics near its size.
ALTER TABLE "jobs" SET (
	autovacuum_vacuum_scale_factor = 0,
	autovacuum_vacuum_threshold = 1000,
	autovacuum_vacuum_insert_scale_factor = 0,
	autovacuum_vacuum_insert_threshold = 1000,
	autovacuum_analyze_scale_factor = 0,
	autovacuum_analyze_threshold = 1000
);
