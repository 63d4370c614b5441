-- Two API nodes behave as one site (issue 14): each lifecycle job runs once
-- per tick across all nodes. A node claims a job for a tick with a
-- conditional upsert on this row (services/lifecycle-lease.ts); a node that
-- finds the tick already claimed skips the job. The row also records which
-- node ran it, when, and how many rows it moved.
CREATE TABLE "lifecycle_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"tick_at" timestamp with time zone NOT NULL,
	"node" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"moved" integer
);
