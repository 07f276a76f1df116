/**
 * Generated from the API's OpenAPI schema (/api/schema/) by openapi-typescript: do not edit.
 * Regenerate with `npm run gen:types` after a serializer or view changes; `make lint` checks it is current.
 */

export interface paths {
    "/api/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API tokens, newest first (never their secrets) */
        get: operations["api_tokens_retrieve"];
        put?: never;
        /**
         * Create an API token (its secret is in this answer only)
         * @description company: a company that has cases (GET /api/companies), or null for an internal token. scopes: one or more of cases:read, documents:read, documents:write, requests:read. expiresAt: in the future, or null for a token that never expires.
         */
        post: operations["api_tokens_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token (it fails at once) */
        delete: operations["api_tokens_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first */
        get: operations["audit_logs_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the filtered audit log as CSV (one row per changed field, Europe/London times) */
        get: operations["audit_logs_export_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-logs/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users for the audit log's user filter
         * @description The users the log can be filtered by (every account; an event keeps its e-mail once a user is deleted).
         */
        get: operations["audit_logs_users_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/create-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first admin (no token) or, as an admin, any user
         * @description Without a token: the first-run /setup (only while no admin exists). With one: the admin page's form.
         */
        post: operations["auth_create_user_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["auth_login_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this token */
        post: operations["auth_logout_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's second factors */
        get: operations["auth_mfa_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["auth_mfa_policy_retrieve"];
        /** Require (or not) two-factor sign-in per role (admins only) */
        put: operations["auth_mfa_policy_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes (the old ones stop working) */
        post: operations["auth_mfa_recovery_codes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app (not on until confirmed) */
        post: operations["auth_mfa_totp_create"];
        /** Remove the authenticator app (needs the current password) */
        delete: operations["auth_mfa_totp_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the authenticator app on with a code from it; answers ten recovery codes */
        post: operations["auth_mfa_totp_confirm_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in with an authenticator code or a recovery code */
        post: operations["auth_mfa_verify_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/webauthn/{passkey_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey (needs the current password) */
        delete: operations["auth_mfa_webauthn_destroy"];
        options?: never;
        head?: never;
        /** Rename a passkey */
        patch: operations["auth_mfa_webauthn_partial_update"];
        trace?: never;
    };
    "/api/auth/mfa/webauthn/login/begin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing in with a passkey (PublicKeyCredentialRequestOptionsJSON) */
        post: operations["auth_mfa_webauthn_login_begin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/webauthn/login/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in with the passkey's answer */
        post: operations["auth_mfa_webauthn_login_finish_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/webauthn/register/begin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start registering a passkey (PublicKeyCredentialCreationOptionsJSON) */
        post: operations["auth_mfa_webauthn_register_begin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/webauthn/register/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register the passkey; ten recovery codes when it is the first second factor */
        post: operations["auth_mfa_webauthn_register_finish_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link (same answer whether or not the account exists) */
        post: operations["auth_request_password_reset_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active sessions */
        get: operations["auth_sessions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every other session of the user */
        post: operations["auth_sessions_revoke_others_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/setup-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether first-run setup is still open ({adminExists})
         * @description Whether the first admin exists, so a first visit on an empty database can go to /setup.
         */
        get: operations["auth_setup_status_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token sent as `Authorization: Bearer <token>` */
        post: operations["auth_update_password_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["auth_user_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's cases, newest first (client portal)
         * @description At most the 1000 newest cases; the list filters apply.
         */
        get: operations["cases_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case */
        get: operations["cases_retrieve"];
        /**
         * Edit a case
         * @description Fields left out keep their value. Send updatedAt to get 409 if the case changed since (naming who changed it last, changedBy, and when, changedAt). Without EDIT_CASES, a user who can view all cases (staff by default) may change only instructed, clientName, currentStatus and onHoldReason; other fields sent with their current value are accepted.
         */
        put: operations["cases_update"];
        post?: never;
        /** Delete a case */
        delete: operations["cases_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose who handles a case (or nobody)
         * @description With EDIT_CASES: any active admin, manager or staff user, or null. Without it: only take an unassigned case yourself (your own id) or hand back a case assigned to you (null). Locked, cancelled and held cases may be assigned; merged ones may not (400). The case's updatedAt does not change.
         */
        put: operations["cases_assignee_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one case with its own reason
         * @description cancellationReason defaults to "Client request".
         */
        post: operations["cases_cancel_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A case's internal comments, oldest first */
        get: operations["cases_comments_list"];
        put?: never;
        /**
         * Comment on a case
         * @description Allowed on any case the user can see (locked, cancelled, merged or on legal hold alike).
         */
        post: operations["cases_comments_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case's documents, newest first
         * @description Staff see every document (erased ones as tombstones); a client only those shown to them.
         */
        get: operations["cases_documents_list"];
        put?: never;
        /**
         * Attach a document to a case
         * @description Staff who may edit the case. PDF, PNG, JPEG, CSV or XLSX (from the bytes), up to DOCUMENT_MAX_BYTES, virus-checked when clamd is configured (503 while it is down). visibleToClient defaults to true for a report, false otherwise. Allowed on locked, cancelled and held cases; refused on merged ones.
         */
        post: operations["cases_documents_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of a case */
        get: operations["cases_history_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/legal-hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a case on legal hold or release it */
        put: operations["cases_legal_hold_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock or unlock a case */
        post: operations["cases_lock_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/merged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cases merged into a master case */
        get: operations["cases_merged_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A case's requests to the client, newest first */
        get: operations["cases_requests_list"];
        put?: never;
        /**
         * Ask the client for something on a case
         * @description Staff who may edit the case; not on a merged or cancelled case (400). The day's chasers' run is handed to the worker, so the company's clients are e-mailed now (one who already had today's e-mail hears tomorrow).
         */
        post: operations["cases_requests_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A case's timeline: its history's events and its comments, newest first */
        get: operations["cases_timeline_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock or unlock a case */
        post: operations["cases_unlock_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/batch-assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign many cases to one user (or unassign them)
         * @description Merged and unknown cases are listed after "Failed:" while the others change.
         */
        post: operations["cases_batch_assign_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/batch-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel many cases
         * @description cancellationReason defaults to "Client request".
         */
        post: operations["cases_batch_cancel_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/batch-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete many cases */
        post: operations["cases_batch_delete_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/batch-restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore many cancelled cases */
        post: operations["cases_batch_restore_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/batch-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update many cases
         * @description Updating isLocked also needs BATCH_LOCK_UNLOCK. Without EDIT_CASES only instructed, currentStatus and onHoldReason may be set (the fields of a staff edit).
         */
        post: operations["cases_batch_update_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/bhruk-id-use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many cases already carry a BHR UK ID (Add Case warns; duplicates are allowed and merged later) */
        get: operations["cases_bhruk_id_use_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/bulk-autofill-bhruk-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allocate BHR UK IDs to cases without one */
        post: operations["cases_bulk_autofill_bhruk_ids_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/bulk-autofill-kam-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fill missing KAM IDs from the OB Link */
        post: operations["cases_bulk_autofill_kam_ids_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download cases as CSV or Excel
         * @description With any list filter or sort (those of GET /api/cases/paginated) the file holds exactly the rows the dashboard lists, in its order, and is named filtered_cases.{format}. Above settings.EXPORT_SYNC_MAX_ROWS rows (default 100,000) the answer is 202 with a background job instead, as POST /api/exports gives.
         */
        get: operations["cases_export_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a case manually */
        post: operations["cases_manual_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/mi-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MI Classification Summary counts
         * @description Of the Sent cases the filters select (the first 1000 in the list's default order), how many are deficit and how many surplus. Both are 0 when the status filter picks another status.
         */
        get: operations["cases_mi_summary_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/paginated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the case table */
        get: operations["cases_paginated_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/upload-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import cases from a CSV file (all or nothing)
         * @description A file of settings.CSV_IMPORT_JOB_MIN_BYTES or more is imported (or, with dryRun, previewed) by a background job: the answer is then 202 with the job (follow it with GET /api/jobs/{id}; its result holds the counts, the preview or the problems).
         */
        post: operations["cases_upload_csv_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/upload-csv/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download the rows of a CSV file that have problems, with an Errors column
         * @description A file of settings.CSV_IMPORT_JOB_MIN_BYTES or more is reported on by a background job: the answer is then 202 with the job; once it has succeeded, GET /api/jobs/{id}/download gives the report (a failed job's result holds the message and problems a 400 would).
         */
        post: operations["cases_upload_csv_errors_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{comment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment
         * @description Its author within 15 minutes of posting it, or an admin at any time.
         */
        put: operations["comments_update"];
        post?: never;
        /**
         * Delete a comment
         * @description Its author within 15 minutes of posting it, or an admin at any time.
         */
        delete: operations["comments_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies of the caller's cases (the dashboard's company filter)
         * @description The distinct company names (widget) of the cases the caller may see, sorted case-insensitively, blanks left out. Clients get only their own company.
         */
        get: operations["companies_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show a document to the client or hide it */
        put: operations["documents_update"];
        post?: never;
        /**
         * Delete a document
         * @description Refused on a locked or merged case (400) and on a case under legal hold (409).
         */
        delete: operations["documents_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{document_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document's bytes
         * @description An attachment under a safe name, with the sniffed Content-Type and nosniff. Audited.
         */
        get: operations["documents_download_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Duplicate groups
         * @description Groups of two or more non-merged cases (cancelled ones included) sharing a normalised KAM ID, BHR UK ID or client name (case and spacing ignored; blanks and "Not Known" never group), newest activity first. Answers a JSON object {groups, summary}. Dismissed groups are left out until a case joins them. `identifier` is one member's text; the detail endpoint accepts it URL-encoded.
         */
        get: operations["duplicates_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duplicates/{identifier_type}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cases of one duplicate group
         * @description A JSON array of the group's non-merged cases (oldest first), each with every field the merge screen compares. `identifier` is matched after normalisation, so any spelling of the group's identifier works, including the one the list shows. 404 when fewer than two cases share it.
         */
        get: operations["duplicates_group_cases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duplicates/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a duplicate group
         * @description Hides the group from the list until a case joins it; records who dismissed it and when.
         */
        post: operations["duplicates_dismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duplicates/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge duplicate cases into a master case
         * @description The master keeps its id and takes the values in mergedData; every duplicate becomes isMerged with mergedIntoId and mergedAt. One transaction with the rows locked: of two overlapping merges only one succeeds, and a failure changes nothing. Cannot be undone. Locked cases need MERGE_LOCKED_CASES; cancelled cases need CANCEL_RESTORE_CASES.
         */
        post: operations["duplicates_merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duplicates/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the dismissal of a duplicate group
         * @description Lists the group again at once (the Undo of the Dismiss toast); 404 if it is not dismissed.
         */
        post: operations["duplicates_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export job (CSV or Excel written to storage)
         * @description Body: {format: csv|xlsx, includeAll, ...the filters and sort of GET /api/cases/paginated}. Answers 202 with the job; follow it with GET /api/jobs/{id} and download from its downloadUrl when it succeeds.
         */
        post: operations["exports_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Import batches, newest first */
        get: operations["imports_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import batch with the ids of the cases it created */
        get: operations["imports_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{batch_id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo an import: remove every case it created, all or nothing */
        post: operations["imports_undo_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A background job's state
         * @description status is queued, running, succeeded or failed; progress 0-100; downloadUrl is set for a succeeded export until it expires. Only the user who started the job, or an admin, sees it (others get 404). A running job whose worker stopped is queued again (or failed) when it is read.
         */
        get: operations["jobs_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{job_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a finished job's file (an export, a subject-access pack, a CSV error report) */
        get: operations["jobs_download_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** KAM quick-select list */
        get: operations["kams_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["my_permissions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/next-bhruk-id/{company}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next BHR UK ID for a company's group */
        get: operations["next_bhruk_id_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first, and how many are unread
         * @description GET /api/notifications: the caller's notices, newest first (staff users; clients 403).
         */
        get: operations["notifications_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notices also come in the daily e-mail */
        get: operations["notifications_preferences_retrieve"];
        /**
         * Choose which notices also come in the daily e-mail
         * @description Send any of the kinds; the others keep their choice. 400 for an unknown kind or value.
         */
        put: operations["notifications_preferences_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read: these ids, or all
         * @description Ids of notices that are not the caller's (or do not exist) are ignored.
         */
        post: operations["notifications_read_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/send-daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many recipients Send Daily Emails would reach now (nothing is sent)
         * @description POST /api/notifications/send-daily: queue today's e-mails, one background job per recipient.
         *
         *     202 once the jobs are queued; the workers send them, retry what the mail server refused for a
         *     while, and record each outcome in the digest ledger (Django admin: Digest deliveries).
         */
        get: operations["notifications_send_daily_retrieve"];
        put?: never;
        /**
         * @description POST /api/notifications/send-daily: queue today's e-mails, one background job per recipient.
         *
         *     202 once the jobs are queued; the workers send them, retry what the mail server refused for a
         *     while, and record each outcome in the digest ledger (Django admin: Digest deliveries).
         */
        post: operations["notifications_send_daily_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase (pseudonymise) cases, all or none
         * @description The chosen cases (caseIds) or every match of a search (query, with the expectedCount shown). More than 500 cases: 202 with a job (follow GET /api/jobs/{id}).
         */
        post: operations["privacy_erasure_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The retention setting (off by default) */
        get: operations["privacy_retention_retrieve"];
        /**
         * Change the retention setting
         * @description A save that leaves retention on with other settings needs confirmCount (409 stating it).
         */
        put: operations["privacy_retention_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/retention/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exactly the cases the next retention run changes
         * @description With a body (the form on screen, unsaved), under those settings; without, the saved ones.
         */
        post: operations["privacy_retention_preview_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/subject-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Produce a subject-access pack (a ZIP) as a job
         * @description 202 with the job; follow GET /api/jobs/{id}, then download it (requester and admins only).
         */
        post: operations["privacy_subject_access_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cases of one person across every company, a page at a time
         * @description Found as the dashboard's search box finds them (a substring, any case, of the client name, e-mail, KAM ID, BHR UK ID, OB Link or case number), and of the import's name and CSV User ID; cancelled and merged cases included. Exact identifier matches first, then the newest.
         */
        get: operations["privacy_subjects_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/ageing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open cases by status and how long they have been in it (0-7, 8-30, 31-90, over 90 days)
         * @description As of now: days since each open case's latest status change in the audit trail, or its creation. Need instructions counts both of its statuses; on hold is split by reason. Cancelled and merged cases are left out. The date range does not apply.
         */
        get: operations["reports_ageing_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/throughput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per week (Monday to Sunday, Europe/London): cases created, sent, cancelled and merged
         * @description Whole weeks covering dateFrom..dateTo (at most 104); by default the 26 weeks ending this week. Sent, cancelled and merged count each case once a week, from the audit trail.
         */
        get: operations["reports_throughput_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/time-to-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Median and 90th-percentile days from creation to Sent, per company
         * @description Cases first moved to Sent within the range (whole weeks, by default the last 26); percentiles interpolate between ranks as PostgreSQL's percentile_cont does; days to one decimal.
         */
        get: operations["reports_time_to_send_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/turnaround": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per month Sent and company: cases sent, on time, and the median working days used and paused
         * @description Cases whose turnaround clock stopped (moved to Sent) in the months from..to (Europe/London; at most 36, by default the last 12), grouped by company, with an All companies row for every month. On time: Sent on or before the due date. Medians of an even count are the mean of the middle two.
         */
        get: operations["reports_turnaround_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/workload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open cases per handler and unassigned, by status and turnaround state
         * @description Open: not Sent, cancelled or merged. Every active admin, manager and staff user is listed (zeros included), by name. Turnaround states as of today (London): overdue (due before today), due_soon (due today to two working days ahead), on_track, paused, not_started.
         */
        get: operations["reports_workload_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Requests to the client, newest due first
         * @description Every request the user may see; "overdue": open and due before today (London).
         */
        get: operations["requests_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept, reject or cancel a request
         * @description accepted and rejected (reason required: back to open) from received; cancelled from open or received. Another move answers 409 naming the current status.
         */
        put: operations["requests_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{request_id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a request with a file (the client)
         * @description A client of the request's company, for an open request (409 otherwise; staff 403). The documents' upload checks apply (400, 503 while the virus check is down); the file becomes a statement shown to the client, and the request moves to received.
         */
        post: operations["requests_upload_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["role_permissions_list"];
        /** Grant or revoke one permission of a role (admins only) */
        put: operations["role_permissions_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's saved views and every shared view */
        get: operations["saved_views_list"];
        put?: never;
        /** Save the dashboard's current query as a view */
        post: operations["saved_views_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views/{view_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, re-query or (un)share a view */
        put: operations["saved_views_update"];
        post?: never;
        /** Delete a view */
        delete: operations["saved_views_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/turnaround": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The turnaround targets: working days from instruction to Sent, by default and per company */
        get: operations["settings_turnaround_retrieve"];
        /**
         * Change the turnaround targets
         * @description Whole numbers from 1 to 250; company names are matched ignoring case. Running and paused clocks whose target changes get it (and a new due date) at once, or from a background task when there are many; Sent cases keep the target they were measured against. Audited.
         */
        put: operations["settings_turnaround_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stat card counts */
        get: operations["stats_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["users_list"];
        put?: never;
        post: operations["users_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["users_update"];
        post?: never;
        delete: operations["users_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{user_id}/mfa-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove every second factor of a user and end the user's sessions (admins only) */
        post: operations["users_mfa_reset_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/mentionable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active staff users a comment may mention, by name (at most 10)
         * @description Who a case comment may mention (cases.comments): staff-side users, searched as the user types.
         */
        get: operations["users_mentionable_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook endpoints (no secrets) */
        get: operations["webhooks_list"];
        put?: never;
        /** Register a webhook endpoint; the answer holds its signing secret */
        post: operations["webhooks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint, with its signing secret */
        get: operations["webhooks_retrieve"];
        /** Change a webhook endpoint; active: true re-enables it */
        put: operations["webhooks_update"];
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: operations["webhooks_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's deliveries (one per event), newest first, each with its attempts */
        get: operations["webhooks_deliveries_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpoint_id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now, whatever its status */
        post: operations["webhooks_deliveries_retry_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpoint_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a webhook.test event to the endpoint */
        post: operations["webhooks_test_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description * `create` - Create
         *     * `update` - Update
         *     * `lock` - Lock
         *     * `unlock` - Unlock
         *     * `cancel` - Cancel
         *     * `restore` - Restore
         *     * `delete` - Delete
         *     * `import` - Import
         *     * `merge` - Merge
         *     * `merged` - Merged
         *     * `autofill` - Autofill
         *     * `import_undo` - Import Undo
         *     * `dismiss` - Dismiss
         *     * `dismiss_undo` - Dismiss Undo
         *     * `mfa_enrol` - Two-factor set up
         *     * `mfa_remove` - Two-factor removed
         *     * `mfa_reset` - Two-factor reset
         *     * `mfa_codes_new` - Recovery codes renewed
         *     * `mfa_recovery_use` - Recovery code used
         *     * `mfa_failed` - Two-factor code failed
         *     * `mfa_policy` - Two-factor policy
         *     * `legal_hold` - Legal Hold
         *     * `erase` - Erase
         *     * `retention` - Retention
         *     * `subject_access` - Subject Access
         *     * `comment_add` - Comment added
         *     * `comment_edit` - Comment edited
         *     * `comment_delete` - Comment deleted
         *     * `document_add` - Document added
         *     * `document_download` - Document downloaded
         *     * `document_delete` - Document deleted
         *     * `document_erase` - Document erased
         *     * `request_add` - Request made
         *     * `request_accept` - Request accepted
         *     * `request_reject` - Request rejected
         *     * `request_cancel` - Request cancelled
         *     * `request_receive` - Documents received
         *     * `turnaround_targets` - Turnaround targets
         *     * `assign` - Assigned
         *     * `api_token_create` - API token created
         *     * `api_token_new_address` - API token used from a new address
         *     * `api_token_revoke` - API token revoked
         * @enum {string}
         */
        ActionEnum: "create" | "update" | "lock" | "unlock" | "cancel" | "restore" | "delete" | "import" | "merge" | "merged" | "autofill" | "import_undo" | "dismiss" | "dismiss_undo" | "mfa_enrol" | "mfa_remove" | "mfa_reset" | "mfa_codes_new" | "mfa_recovery_use" | "mfa_failed" | "mfa_policy" | "legal_hold" | "erase" | "retention" | "subject_access" | "comment_add" | "comment_edit" | "comment_delete" | "document_add" | "document_download" | "document_delete" | "document_erase" | "request_add" | "request_accept" | "request_reject" | "request_cancel" | "request_receive" | "turnaround_targets" | "assign" | "api_token_create" | "api_token_new_address" | "api_token_revoke";
        /**
         * @description * `staff` - staff
         *     * `client` - client
         *     * `admin` - admin
         * @enum {string}
         */
        AdminFormRoleEnum: "staff" | "client" | "admin";
        Ageing: {
            /** Format: date-time */
            asOf: string;
            buckets: string[];
            rows: components["schemas"]["AgeingRow"][];
        };
        AgeingRow: {
            /** @description need_instructions, on_hold:<reason> or in_production */
            key: string;
            label: string;
            /** @description One count per bucket */
            counts: number[];
            total: number;
        };
        ApiToken: {
            readonly id: number;
            readonly name: string;
            readonly company: string | null;
            scopes: components["schemas"]["ApiTokenScopeEnum"][];
            readonly prefix: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            createdBy: components["schemas"]["ApiTokenCreator"] | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            lastUsedIp: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            readonly state: components["schemas"]["ApiTokenStateEnum"];
        };
        ApiTokenCreate: {
            name: string;
            /** @description None for an internal token. */
            company?: string | null;
            scopes: string[];
            /**
             * Format: date-time
             * @description None: never expires.
             */
            expiresAt?: string | null;
        };
        ApiTokenCreated: {
            readonly id: number;
            readonly name: string;
            readonly company: string | null;
            scopes: components["schemas"]["ApiTokenScopeEnum"][];
            readonly prefix: string;
            /** @description The secret: shown this once, never again. */
            readonly token: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ApiTokenCreator: {
            id: number;
            name: string;
        };
        ApiTokenList: {
            data: components["schemas"]["ApiToken"][];
        };
        /**
         * @description * `cases:read` - cases:read
         *     * `documents:read` - documents:read
         *     * `documents:write` - documents:write
         *     * `requests:read` - requests:read
         * @enum {string}
         */
        ApiTokenScopeEnum: "cases:read" | "documents:read" | "documents:write" | "requests:read";
        /**
         * @description * `active` - active
         *     * `expired` - expired
         *     * `revoked` - revoked
         * @enum {string}
         */
        ApiTokenStateEnum: "active" | "expired" | "revoked";
        Assignee: {
            /** @description The user to handle the case (an active admin, manager or staff); null: nobody */
            assigneeId: number | null;
        };
        AuditLogPage: {
            data: components["schemas"]["AuditLogRow"][];
            pagination: components["schemas"]["AuditLogPagination"];
        };
        AuditLogPagination: {
            currentPage: number;
            itemsPerPage: number;
            totalItems: number;
            totalPages: number;
            hasPreviousPage: boolean;
            hasNextPage: boolean;
            /** @description true when there are at least totalItems events */
            totalIsLowerBound: boolean;
        };
        AuditLogRow: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            actorId: number | null;
            actorEmail: string;
            action: string;
            caseId: number | null;
            /** @description None when the case has no ID or was deleted */
            caseBhrukId: string | null;
            caseCompany: string | null;
            /** @description The case as users know it (BHR UK ID), '… (deleted)' once deleted; null for none */
            caseLabel: string | null;
            /** @description {"field": [old, new]} for updates; details for other actions */
            changes: unknown;
            /** @description One entry per changed field (old is null for details) */
            fields: components["schemas"]["FieldChange"][];
            /** @description Batch xxxxxxxx for a bulk action, Import #n for an import */
            reference: string;
        };
        AuditUser: {
            id: number;
            email: string;
            name: string;
        };
        /** @description /api/auth/create-user: the /setup form (role admin) and the admin page's form (guide: labels#validation). */
        AuthCreateUser: {
            /** Format: email */
            email: string;
            password: string;
            firstName?: string;
            lastName?: string;
            role: components["schemas"]["AdminFormRoleEnum"];
            company?: string | null;
        };
        BackgroundJob: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["KindEnum"];
            status: components["schemas"]["BackgroundJobStatusEnum"];
            progress: number;
            message: string;
            downloadUrl: string | null;
            fileName: string;
            result: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: date-time */
            expiresAt: string | null;
        };
        /**
         * @description * `queued` - Queued
         *     * `running` - Running
         *     * `succeeded` - Succeeded
         *     * `failed` - Failed
         * @enum {string}
         */
        BackgroundJobStatusEnum: "queued" | "running" | "succeeded" | "failed";
        BatchAssign: {
            /** @description The user to handle the case (an active admin, manager or staff); null: nobody */
            assigneeId: number | null;
            /** @description Case ids */
            ids: number[];
        };
        BatchCancel: {
            /** @description Case ids */
            caseIds: number[];
            cancellationReason?: string;
        };
        BatchResult: {
            /** @description Lists the cases that could not be changed after "Failed:" */
            message: string;
            updated?: number;
            deleted?: number;
            cancelled?: number;
            restored?: number;
            /** @description Batch assign: the cases whose assignee changed */
            assigned?: number;
        };
        BatchUpdate: {
            /** @description Case ids */
            caseIds: number[];
            updates: components["schemas"]["BatchUpdates"];
        };
        BatchUpdates: {
            instructed?: boolean;
            invoiced?: boolean;
            currentStatus?: components["schemas"]["CurrentStatusEnum"];
            onHoldReason?: (components["schemas"]["OnHoldReasonEnum"] | components["schemas"]["BlankEnum"] | components["schemas"]["NullEnum"]) | null;
            isLocked?: boolean;
        };
        BhrukIdUse: {
            /** @description As the case would store it (KIND prefix added) */
            bhrukId: string | null;
            /** @description Cases (not merged) that carry this BHR UK ID already */
            cases: number;
        };
        /** @enum {unknown} */
        BlankEnum: "";
        /**
         * @description A case as every endpoint returns it. Runs no queries: give it cases from `selectors.cases_with_extras`,
         *     which fetches the duplicate counts and merged previews for a whole page at once.
         */
        Case: {
            id: number;
            /** @description Company */
            widget: string;
            /** @description OB Link */
            externalUserId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            kamId: string;
            clientName: string;
            bhrukId: string | null;
            instructed: boolean;
            currentStatus: components["schemas"]["CurrentStatusEnum"];
            onHoldReason: (components["schemas"]["OnHoldReasonEnum"] | components["schemas"]["NullEnum"]) | null;
            invoiced: boolean;
            /** Format: date */
            invoiceDate: string | null;
            invoiceNumber: string;
            miType: (components["schemas"]["MiTypeEnum"] | components["schemas"]["NullEnum"]) | null;
            /**
             * Format: double
             * @example -1250.5
             */
            miAmount: number | null;
            /** @description Impecunious for deficit, Impecunious (STUS) for surplus, else empty */
            readonly miTag: string;
            isLocked: boolean;
            /** Format: date-time */
            lockedAt: string | null;
            isCancelled: boolean;
            cancellationReason: string;
            isMerged: boolean;
            mergedIntoId: number | null;
            /** Format: date-time */
            mergedAt: string | null;
            /** @description The first cases merged into this master case */
            mergedIntoCases: components["schemas"]["MergedEntry"][];
            /** @description How many cases were merged into this master case */
            mergedCasesCount: number;
            notes: string;
            /** @description On legal hold: never erased or anonymised */
            legalHold: boolean;
            reportType: string;
            name: string;
            email: string;
            originalStatus: string;
            readonly kamCheck: components["schemas"]["KamCheck"];
            isDuplicateKamId: boolean;
            isDuplicateBhrukId: boolean;
            isDuplicateClientName: boolean;
            /** @description Non-merged cases sharing this KAM ID, itself included */
            duplicateKamIdCount: number;
            duplicateBhrukIdCount: number;
            duplicateClientNameCount: number;
            /** @description Documents not erased (for a client: those shown to them) */
            documentsCount: number;
            /**
             * @description Requests to the client: "overdue" (an open one past its due date), "open", "received" (the latest was answered and none is open: the row says Documents received), else null
             *
             *     * `open` - open
             *     * `overdue` - overdue
             *     * `received` - received
             */
            requestState: (components["schemas"]["RequestStateEnum"] | components["schemas"]["NullEnum"]) | null;
            /** @description The turnaround clock (working days from instruction to Sent) */
            readonly turnaround: components["schemas"]["Turnaround"];
            /** @description Who handles the case (an admin, manager or staff user); always null for clients */
            assignee: components["schemas"]["UserRef"] | null;
        };
        CaseCancel: {
            /** @description Defaults to "Client request"; otherwise 1 to 500 characters of text */
            cancellationReason?: string;
        };
        /** @description 409 of a stale edit: the message, and who changed the case last and when (absent when nobody is known). */
        CaseConflict: {
            message: string;
            /** @description Full name (else e-mail) of who made the case's latest change */
            changedBy?: string | null;
            /**
             * Format: date-time
             * @description When the case's latest change was made
             */
            changedAt?: string;
        };
        CaseErrorBody: {
            message: string;
            errors?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description One event of a case's history (GET /api/cases/{id}/history): as stored, and its lines as the audit log
         *     reads them (the one formatter, display.readable_changes). Context: case_names, the cases the events name.
         */
        CaseHistoryEvent: {
            readonly id: number;
            caseId: number | null;
            action: components["schemas"]["ActionEnum"];
            actorId: number | null;
            actorEmail: string;
            /** @description {"field": [old, new]} for updates; details for other actions */
            changes: unknown;
            /** Format: date-time */
            createdAt: string;
            /** @description One entry per changed field (old is null for details) */
            fields: components["schemas"]["FieldChange"][];
        };
        CaseIds: {
            /** @description Case ids */
            caseIds: number[];
        };
        /** @description POST /api/cases/manual: the Add Case form. Required fields are checked by the service (exact texts). */
        CaseManual: {
            widget?: string | null;
            kamId?: string | null;
            clientName?: string | null;
            bhrukId?: string | null;
            instructed?: boolean;
            currentStatus?: components["schemas"]["CurrentStatusEnum"];
            onHoldReason?: (components["schemas"]["OnHoldReasonEnum"] | components["schemas"]["BlankEnum"] | components["schemas"]["NullEnum"]) | null;
            invoiced?: boolean;
            /** Format: date */
            invoiceDate?: string | null;
            invoiceNumber?: string | null;
            miType?: (components["schemas"]["MiTypeEnum"] | components["schemas"]["BlankEnum"] | components["schemas"]["NullEnum"]) | null;
            /**
             * Format: double
             * @example -1250.5
             */
            miAmount?: number | null;
            notes?: string | null;
            /** @description Always stored as "N/A (Statements)" */
            externalUserId?: string;
        };
        CaseMessage: {
            message: string;
        };
        CasePage: {
            data: components["schemas"]["Case"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description PUT /api/cases/{id}: the edit form's body. Every field is optional; one left out keeps its value. */
        CaseUpdate: {
            widget?: string | null;
            kamId?: string | null;
            clientName?: string | null;
            bhrukId?: string | null;
            instructed?: boolean;
            currentStatus?: components["schemas"]["CurrentStatusEnum"];
            onHoldReason?: (components["schemas"]["OnHoldReasonEnum"] | components["schemas"]["BlankEnum"] | components["schemas"]["NullEnum"]) | null;
            invoiced?: boolean;
            /** Format: date */
            invoiceDate?: string | null;
            invoiceNumber?: string | null;
            miType?: (components["schemas"]["MiTypeEnum"] | components["schemas"]["BlankEnum"] | components["schemas"]["NullEnum"]) | null;
            /**
             * Format: double
             * @example -1250.5
             */
            miAmount?: number | null;
            notes?: string | null;
            /**
             * Format: date-time
             * @description The updatedAt the client last read; the update answers 409 if the case changed since.
             */
            updatedAt?: string | null;
        };
        Code: {
            code: string;
        };
        /** @description One comment. Expects the comment fetched with its people (cases.comments.selectors.with_people). */
        Comment: {
            id: number;
            caseId: number;
            body: string;
            author: components["schemas"]["Person"];
            mentions: components["schemas"]["Person"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt: string | null;
        };
        CommentErrorBody: {
            message: string;
            errors?: {
                [key: string]: unknown;
            };
        };
        CommentInput: {
            /** @default  */
            body: string;
            /** @description Ids of active staff users (≤ 20) */
            mentions?: number[];
        };
        CompanySendTime: {
            cases: number;
            /** Format: double */
            medianDays: number;
            /** Format: double */
            p90Days: number;
            company: string;
        };
        CsvProblem: {
            row: number;
            column: string | null;
            message: string;
        };
        CsvUploadError: {
            errors?: components["schemas"]["CsvProblem"][];
            message: string;
            errorCount?: number;
        };
        CsvUploadResult: {
            message: string;
            imported: number;
            skipped: number;
            skippedInFile: number;
            skippedPresent: number;
            skippedRows: {
                [key: string]: unknown;
            }[];
        };
        /**
         * @description * `need_instructions_new` - Need Instructions (new)
         *     * `need_instructions_hire` - Need Instructions (in hire)
         *     * `in_production` - In Production
         *     * `on_hold` - On Hold
         *     * `sent` - Sent
         * @enum {string}
         */
        CurrentStatusEnum: "need_instructions_new" | "need_instructions_hire" | "in_production" | "on_hold" | "sent";
        DismissRequest: {
            identifier: string;
            identifierType: components["schemas"]["IdentifierTypeEnum"];
        };
        Dismissal: {
            message: string;
            identifier: string;
            identifierType: components["schemas"]["IdentifierTypeEnum"];
            /** Format: date-time */
            dismissedAt: string;
            /** @description E-mail of who dismissed it */
            dismissedBy: string;
        };
        /** @description A document attached to a case. */
        Document: {
            id: number;
            caseId: number;
            kind: components["schemas"]["DocumentKindEnum"];
            /** @description The uploaded file's name; "" once erased */
            name: string;
            /** @description Bytes */
            size: number;
            /** @description Sniffed from the bytes */
            contentType: string;
            sha256: string;
            visibleToClient: boolean;
            /** @description null for a client, or when the uploader is gone */
            uploadedBy: components["schemas"]["Uploader"] | null;
            /** Format: date-time */
            uploadedAt: string;
            /** @description Erased: the file and its name are gone, the record stays */
            erased: boolean;
        };
        DocumentErrorBody: {
            message: string;
            errors?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description * `report` - Report
         *     * `statement` - Statement
         *     * `other` - Other
         * @enum {string}
         */
        DocumentKindEnum: "report" | "statement" | "other";
        DocumentVisibility: {
            visibleToClient: boolean;
        };
        DuplicateGroup: {
            /** @description One member's text for the identifier; pass it (URL-encoded) to the group's detail endpoint */
            identifier: string;
            identifierType: components["schemas"]["IdentifierTypeEnum"];
            /** @description Non-merged cases in the group (cancelled ones included) */
            caseCount: number;
            /**
             * Format: date-time
             * @description The latest updatedAt among the group's cases (UTC, always with microseconds)
             */
            lastUpdated: string;
        };
        DuplicateGroupList: {
            /** @description Newest activity first; dismissed groups left out */
            groups: components["schemas"]["DuplicateGroup"][];
            /** @description Group counts per type, whatever the type filter */
            summary: components["schemas"]["DuplicateSummary"];
        };
        DuplicateGroupListOrPage: components["schemas"]["DuplicateGroupList"] | components["schemas"]["DuplicateGroupPage"];
        DuplicateGroupPage: {
            /** @description One page of groups in the chosen order */
            data: components["schemas"]["DuplicateGroup"][];
            /** @description currentPage, itemsPerPage, totalItems, totalPages, ... */
            pagination: {
                [key: string]: unknown;
            };
            /** @description Group counts per type, whatever the type filter */
            summary: components["schemas"]["DuplicateSummary"];
        };
        DuplicateSummary: {
            total: number;
            kamId: number;
            bhrukId: number;
            clientName: number;
        };
        /**
         * @description The cases to act on: the ones chosen on screen (caseIds), or every match of the search (query), whose
         *     count the screen showed (expectedCount).
         */
        Erasure: {
            caseIds?: number[];
            /** @description Every case this search finds */
            query?: string;
            /** @description How many matches the screen showed: 409 if the search now finds more */
            expectedCount?: number;
            /** @default  */
            reason: string;
        };
        ErasureResult: {
            message: string;
            erased: number;
            pseudonym: string;
        };
        /**
         * @description * `case.created` - case.created
         *     * `case.updated` - case.updated
         *     * `case.status_changed` - case.status_changed
         *     * `case.locked` - case.locked
         *     * `case.cancelled` - case.cancelled
         *     * `case.merged` - case.merged
         *     * `case.deleted` - case.deleted
         *     * `document.added` - document.added
         *     * `request.received` - request.received
         * @enum {string}
         */
        EventsEnum: "case.created" | "case.updated" | "case.status_changed" | "case.locked" | "case.cancelled" | "case.merged" | "case.deleted" | "document.added" | "request.received";
        ExportJobRequest: {
            format: components["schemas"]["FormatEnum"];
            includeAll: boolean;
        };
        FieldChange: {
            field: string;
            old: unknown;
            new: unknown;
            /** @description The field as users know it: Current Status, MI Amount (£), Merged Into */
            label: string;
            /** @description old as users read it (labels, Yes/No, £, London time); '' for details */
            oldText: string;
            /** @description new as users read it; cases named by BHR UK ID */
            newText: string;
        };
        FileMessage: {
            message: string;
        };
        /**
         * @description * `csv` - csv
         *     * `xlsx` - xlsx
         * @enum {string}
         */
        FormatEnum: "csv" | "xlsx";
        /**
         * @description * `kind` - kind
         *     * `standard` - standard
         * @enum {string}
         */
        GroupEnum: "kind" | "standard";
        /**
         * @description * `kamId` - kamId
         *     * `bhrukId` - bhrukId
         *     * `clientName` - clientName
         * @enum {string}
         */
        IdentifierTypeEnum: "kamId" | "bhrukId" | "clientName";
        ImportBatch: {
            readonly id: number;
            fileName: string;
            importedBy: string;
            /** Format: date-time */
            importedAt: string;
            /** Format: int64 */
            rows?: number;
            /** Format: int64 */
            created?: number;
            /** Format: int64 */
            skipped?: number;
            readonly undone: boolean;
            /** Format: date-time */
            undoneAt: string;
            undoneBy: string;
            undoReason: string;
        };
        ImportBatchDetail: {
            readonly id: number;
            fileName: string;
            importedBy: string;
            /** Format: date-time */
            importedAt: string;
            /** Format: int64 */
            rows?: number;
            /** Format: int64 */
            created?: number;
            /** Format: int64 */
            skipped?: number;
            readonly undone: boolean;
            /** Format: date-time */
            undoneAt: string;
            undoneBy: string;
            undoReason: string;
            caseIds: number[];
        };
        ImportBatchPage: {
            data: components["schemas"]["ImportBatch"][];
            pagination: {
                [key: string]: unknown;
            };
        };
        ImportMessage: {
            message: string;
        };
        JobMessage: {
            message: string;
        };
        Kam: {
            readonly id: number;
            kamId: string;
        };
        KamCheck: {
            status: components["schemas"]["KamCheckStatusEnum"];
            message: string;
            expected: string;
        };
        /**
         * @description * `valid` - valid
         *     * `warning` - warning
         *     * `error` - error
         * @enum {string}
         */
        KamCheckStatusEnum: "valid" | "warning" | "error";
        /**
         * @description * `export` - Export
         *     * `import` - Import
         *     * `erasure` - Erasure
         *     * `subject_access` - Subject Access
         *     * `import_preview` - Import Preview
         *     * `import_errors` - Import Errors
         * @enum {string}
         */
        KindEnum: "export" | "import" | "erasure" | "subject_access" | "import_preview" | "import_errors";
        LegalHold: {
            hold: boolean;
            /** @default  */
            reason: string;
        };
        Login: {
            /** Format: email */
            email: string;
            password: string;
        };
        /**
         * @description The login answer (guide: api#endpoints); or, for a user with a second factor,
         *     mfaRequired/mfaToken/methods/message and no token.
         */
        LoginResponse: {
            user?: components["schemas"]["User"];
            token?: string;
            message: string;
            /** @description The token is an enrolment-only session: set up a second factor first */
            mfaEnrolmentRequired?: boolean;
            /** @description After a sign-in with a recovery code: how many unused recovery codes are left */
            recoveryCodesLeft?: number;
            mfaRequired?: boolean;
            /** @description For /api/auth/mfa/verify and the passkey sign-in */
            mfaToken?: string;
            methods?: components["schemas"]["MethodsEnum"][];
        };
        MarkRead: {
            ids?: number[];
            /** @description true: mark every notice read */
            all?: boolean;
        };
        MentionableUser: {
            id: number;
            /** @description The user's full name, else their e-mail */
            name: string;
        };
        MergeRequest: {
            masterCaseId: number;
            mergeReason: string;
            /** @description Cases to merge into the master */
            duplicateCaseIds: number[];
            /** @description camelCase case fields (widget, externalUserId, createdAt, kamId, clientName, bhrukId, instructed, currentStatus, onHoldReason, invoiced, invoiceDate, invoiceNumber, miType, miAmount, notes, reportType, name, email, originalStatus) with the values the master takes; any other name is rejected */
            mergedData?: {
                [key: string]: unknown;
            };
        };
        MergeResult: {
            message: string;
            masterCase: components["schemas"]["Case"];
            mergedCaseIds: number[];
        };
        /**
         * @description An answer made of exactly the declared fields, each read from its `source=` and written by its own
         *     `to_representation` (None stays None), as DRF does, but by a plan made once per serializer instead of
         *     DRF's per-field calls: a 1000-row page of cases takes a quarter of the time. Sources are attributes or dict
         *     keys, never methods to call.
         */
        MergedEntry: {
            id: number;
            widget: string;
            externalUserId: string;
            bhrukId: string | null;
            clientName: string;
            /** Format: date-time */
            mergedAt: string | null;
        };
        Message: {
            message: string;
        };
        /**
         * @description * `totp` - totp
         *     * `webauthn` - webauthn
         *     * `recovery` - recovery
         * @enum {string}
         */
        MethodsEnum: "totp" | "webauthn" | "recovery";
        MfaPolicy: {
            admin?: boolean;
            manager?: boolean;
            staff?: boolean;
            client?: boolean;
        };
        MfaStatus: {
            totp: boolean;
            passkeys: components["schemas"]["Passkey"][];
            recoveryCodesLeft: number;
            /** @description The user's role requires two-factor sign-in */
            required: boolean;
            /** @description The user has at least one second factor */
            enrolled: boolean;
        };
        MfaToken: {
            mfaToken: string;
        };
        MfaVerify: {
            mfaToken: string;
            code: string;
        };
        MiSummary: {
            deficit: number;
            surplus: number;
        };
        /**
         * @description * `deficit` - Impecunious
         *     * `surplus` - Impecunious (STUS)
         * @enum {string}
         */
        MiTypeEnum: "deficit" | "surplus";
        NextBhrukId: {
            nextId: string;
            company: string;
            group: components["schemas"]["GroupEnum"];
        };
        Notification: {
            id: number;
            kind: components["schemas"]["NotificationKindEnum"];
            caseId: number | null;
            text: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readAt: string | null;
        };
        /**
         * @description * `in_app` - in_app
         *     * `in_app_and_email` - in_app_and_email
         * @enum {string}
         */
        NotificationChannelEnum: "in_app" | "in_app_and_email";
        /**
         * @description * `assigned` - Case assigned to you
         *     * `mentioned` - Mentioned in a comment
         *     * `due_soon` - Case due soon
         *     * `overdue` - Case overdue
         *     * `request_answered` - Request answered
         *     * `webhook_disabled` - Webhook endpoint disabled
         * @enum {string}
         */
        NotificationKindEnum: "assigned" | "mentioned" | "due_soon" | "overdue" | "request_answered" | "webhook_disabled";
        NotificationPage: {
            data: components["schemas"]["Notification"][];
            pagination: components["schemas"]["Pagination"];
            /** @description The caller's unread notices, all pages */
            unread: number;
        };
        /** @enum {unknown} */
        NullEnum: null;
        /**
         * @description * `more_account` - More Accounts to Connect
         *     * `need_pdf` - Need PDF Statements
         *     * `other` - Other Issue
         * @enum {string}
         */
        OnHoldReasonEnum: "more_account" | "need_pdf" | "other";
        Options: {
            /** @description WebAuthn options JSON for @simplewebauthn/browser */
            options: unknown;
        };
        Pagination: {
            currentPage: number;
            itemsPerPage: number;
            totalItems: number;
            totalPages: number;
            hasPreviousPage: boolean;
            hasNextPage: boolean;
        };
        Passkey: {
            readonly id: number;
            readonly name: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
        };
        PasskeyBody: {
            passkey: components["schemas"]["Passkey"];
        };
        PasskeyRegistered: {
            passkey: components["schemas"]["Passkey"];
            /** @description Only when this is the user's first factor */
            recoveryCodes?: string[];
        };
        Password: {
            password: string;
        };
        PasswordResetRequest: {
            /** Format: email */
            email: string;
        };
        PasswordUpdate: {
            password: string;
        };
        PatchedPasskeyName: {
            /** @default  */
            name: string;
        };
        /**
         * @description The Users page form (guide: labels#validation user management). PUT /api/users/{id} validates it with
         *     partial=True, so any subset of the fields (or just {role}) may be sent.
         */
        PatchedUserForm: {
            /** Format: email */
            email?: string;
            firstName?: string;
            lastName?: string;
            role?: components["schemas"]["RoleEnum"];
            company?: string | null;
            password?: string | null;
            /** @default true */
            isActive: boolean;
            profileImageUrl?: (string) | null;
        };
        /**
         * @description * `view_all_cases` - view_all_cases
         *     * `view_own_cases` - view_own_cases
         *     * `create_cases` - create_cases
         *     * `edit_cases` - edit_cases
         *     * `delete_cases` - delete_cases
         *     * `lock_unlock_cases` - lock_unlock_cases
         *     * `cancel_restore_cases` - cancel_restore_cases
         *     * `batch_update` - batch_update
         *     * `batch_delete` - batch_delete
         *     * `batch_lock_unlock` - batch_lock_unlock
         *     * `upload_csv` - upload_csv
         *     * `export_data` - export_data
         *     * `view_duplicates` - view_duplicates
         *     * `merge_duplicates` - merge_duplicates
         *     * `dismiss_duplicates` - dismiss_duplicates
         *     * `merge_locked_cases` - merge_locked_cases
         *     * `view_users` - view_users
         *     * `create_users` - create_users
         *     * `edit_users` - edit_users
         *     * `delete_users` - delete_users
         *     * `assign_roles` - assign_roles
         *     * `view_system_stats` - view_system_stats
         *     * `send_notifications` - send_notifications
         *     * `system_settings` - system_settings
         *     * `view_audit_logs` - view_audit_logs
         * @enum {string}
         */
        PermissionEnum: "view_all_cases" | "view_own_cases" | "create_cases" | "edit_cases" | "delete_cases" | "lock_unlock_cases" | "cancel_restore_cases" | "batch_update" | "batch_delete" | "batch_lock_unlock" | "upload_csv" | "export_data" | "view_duplicates" | "merge_duplicates" | "dismiss_duplicates" | "merge_locked_cases" | "view_users" | "create_users" | "edit_users" | "delete_users" | "assign_roles" | "view_system_stats" | "send_notifications" | "system_settings" | "view_audit_logs";
        Person: {
            /** @description null for a deleted user */
            id: number | null;
            /** @description The user's full name (else e-mail); "Deleted user" once deleted */
            name: string;
        };
        /** @description Per kind: in_app, or in_app_and_email (the default: also in the daily e-mail). */
        Preferences: {
            assigned: components["schemas"]["NotificationChannelEnum"];
            mentioned: components["schemas"]["NotificationChannelEnum"];
            due_soon: components["schemas"]["NotificationChannelEnum"];
            overdue: components["schemas"]["NotificationChannelEnum"];
            request_answered: components["schemas"]["NotificationChannelEnum"];
        };
        /** @description The kinds to change (any of them); the others keep their choice. */
        PreferencesUpdate: {
            assigned?: components["schemas"]["NotificationChannelEnum"];
            mentioned?: components["schemas"]["NotificationChannelEnum"];
            due_soon?: components["schemas"]["NotificationChannelEnum"];
            overdue?: components["schemas"]["NotificationChannelEnum"];
            request_answered?: components["schemas"]["NotificationChannelEnum"];
        };
        RecoveryCodes: {
            recoveryCodes: string[];
            message?: string;
        };
        /**
         * @description A request to the client. Expects the case, the maker and the documents fetched with it (the selectors do);
         *     context["viewer"] is the user asking (a client gets createdBy null: clients never see staff names).
         */
        Request: {
            id: number;
            caseId: number;
            /** @description The case's BHR UK ID, else "Case #<id>" */
            caseLabel: string;
            title: string;
            message: string;
            /** Format: date */
            dueDate: string;
            status: components["schemas"]["RequestStatusEnum"];
            /** @description Why the last answer was rejected (the request is open); "" */
            rejectionReason: string;
            /** Format: date-time */
            createdAt: string;
            /** @description null for a client, or when the maker is gone */
            createdBy: components["schemas"]["Uploader"] | null;
            /** Format: date-time */
            receivedAt: string | null;
            /** @description The documents uploaded against this request */
            documents: components["schemas"]["Document"][];
        };
        /** @description The body's shape only: the service checks the values, in the requests' own words. */
        RequestCreate: {
            title?: string | null;
            message?: string | null;
            /** Format: date */
            dueDate?: string | null;
        };
        RequestErrorBody: {
            message: string;
            errors?: {
                [key: string]: unknown;
            };
        };
        RequestPage: {
            data: components["schemas"]["Request"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description * `open` - open
         *     * `overdue` - overdue
         *     * `received` - received
         * @enum {string}
         */
        RequestStateEnum: "open" | "overdue" | "received";
        RequestStatus: {
            status: components["schemas"]["RequestStatusStatusEnum"];
            reason?: string | null;
        };
        /**
         * @description * `open` - Open
         *     * `received` - Received
         *     * `accepted` - Accepted
         *     * `cancelled` - Cancelled
         * @enum {string}
         */
        RequestStatusEnum: "open" | "received" | "accepted" | "cancelled";
        /**
         * @description * `accepted` - accepted
         *     * `rejected` - rejected
         *     * `cancelled` - cancelled
         * @enum {string}
         */
        RequestStatusStatusEnum: "accepted" | "rejected" | "cancelled";
        Retention: {
            enabled: boolean;
            months: number;
            appliesTo: string[];
        };
        RetentionPreview: {
            enabled: boolean;
            /** @description Cases the next run anonymises (0 while retention is off) */
            count: number;
            message: string;
            sample: {
                [key: string]: unknown;
            }[];
        };
        RetentionSave: {
            enabled: boolean;
            months: number;
            appliesTo: string[];
            /** @description Needed when the save leaves retention on with other settings: the number of cases its first run anonymises, as the preview said (409 stating the number otherwise) */
            confirmCount?: number | null;
        };
        RevokedSessions: {
            message: string;
            revoked: number;
        };
        /**
         * @description * `admin` - Admin
         *     * `manager` - Manager
         *     * `staff` - Staff
         *     * `client` - Client
         * @enum {string}
         */
        RoleEnum: "admin" | "manager" | "staff" | "client";
        RolePermission: {
            role: components["schemas"]["RoleEnum"];
            permission: components["schemas"]["PermissionEnum"];
            granted: boolean;
        };
        SavedView: {
            readonly id: number;
            name: string;
            /** @description The dashboard list's query parameters that were set, as text */
            filters: {
                [key: string]: string;
            };
            shared: boolean;
            readonly owner: components["schemas"]["SavedViewOwner"];
            readonly canEdit: boolean;
            /** Format: date-time */
            readonly createdAt: string;
            /** Format: date-time */
            readonly updatedAt: string;
        };
        /** @description Shapes only; the rules (name, query, sharing) are the services'. */
        SavedViewInput: {
            name: string;
            filters: unknown;
            /** @default false */
            shared: boolean;
        };
        SavedViewOwner: {
            id: number;
            name: string;
        };
        SavedViewUpdate: {
            name?: string;
            filters?: unknown;
            shared?: boolean;
        };
        SendDailyInput: {
            /** @default false */
            force: boolean;
        };
        SendDailyPreview: {
            /** @description How many e-mails a send now would queue */
            recipients: number;
            /** @description Active accounts it would skip (sent today, or a client without a company) */
            skipped: number;
        };
        SendDailyResult: {
            message: string;
            queued: number;
            skipped: number;
        };
        SendTime: {
            cases: number;
            /** Format: double */
            medianDays: number;
            /** Format: double */
            p90Days: number;
        };
        Session: {
            readonly id: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string;
            userAgent: string;
            readonly current: boolean;
        };
        Stats: {
            total: number;
            needInstructions: number;
            onHold: number;
            inProduction: number;
            /** @description Sent cases */
            completed: number;
            mergedOnly: number;
            cancelledOnly: number;
            cancelledAndMerged: number;
            /** @description Running turnaround clocks past their due date (the same filters) */
            overdue: number;
            /** @description Running clocks due today to 2 working days ahead (the same filters) */
            dueSoon: number;
        };
        /**
         * @description The cases to act on: the ones chosen on screen (caseIds), or every match of the search (query), whose
         *     count the screen showed (expectedCount).
         */
        SubjectAccess: {
            caseIds?: number[];
            /** @description Every case this search finds */
            query?: string;
            /** @description How many matches the screen showed: 409 if the search now finds more */
            expectedCount?: number;
        };
        SubjectPage: {
            data: components["schemas"]["Case"][];
            pagination: components["schemas"]["Pagination"];
        };
        Throughput: {
            /** Format: date */
            dateFrom: string;
            /** Format: date */
            dateTo: string;
            weeks: components["schemas"]["Week"][];
            totals: components["schemas"]["ThroughputTotals"];
        };
        ThroughputTotals: {
            created: number;
            sent: number;
            cancelled: number;
            merged: number;
        };
        TimeToSend: {
            /** Format: date */
            dateFrom: string;
            /** Format: date */
            dateTo: string;
            rows: components["schemas"]["CompanySendTime"][];
            overall: components["schemas"]["SendTime"] | null;
        };
        TimelineCommentItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "comment";
            /** Format: date-time */
            at: string;
            comment: components["schemas"]["Comment"];
        };
        /**
         * @description * `comment` - comment
         * @enum {string}
         */
        TimelineCommentItemKindEnum: "comment";
        TimelineEventItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "event";
            /** Format: date-time */
            at: string;
            event: components["schemas"]["CaseHistoryEvent"];
        };
        /**
         * @description * `event` - event
         * @enum {string}
         */
        TimelineEventItemKindEnum: "event";
        TimelineItem: components["schemas"]["TimelineEventItem"] | components["schemas"]["TimelineCommentItem"];
        TimelinePage: {
            items: components["schemas"]["TimelineItem"][];
            /** @description The cursor of the next (older) page; null at the end */
            next: string | null;
        };
        TotpSetup: {
            /** @description Base32, for typing into an authenticator app */
            secret: string;
            otpauthUri: string;
            /** @description An inline SVG QR code of otpauthUri */
            qrSvg: string;
        };
        Turnaround: {
            /** @description Working days the clock runs to; null until it starts */
            targetDays: number | null;
            /**
             * Format: date-time
             * @description When the case was instructed (this clock's start)
             */
            startedAt: string | null;
            /**
             * Format: date
             * @description Europe/London; null when not started or paused (a pause moves it on: it is shown again on resuming)
             */
            dueDate: string | null;
            /** @description Working days since the start day (day 0), less the paused ones */
            workingDaysUsed: number;
            workingDaysPaused: number;
            state: components["schemas"]["TurnaroundStateEnum"];
        };
        TurnaroundReport: {
            rows: components["schemas"]["TurnaroundRow"][];
        };
        TurnaroundRow: {
            /** @description YYYY-MM: the month the cases were Sent (Europe/London) */
            month: string;
            /** @description A company, or "All companies" (every month has one) */
            company: string;
            sent: number;
            /** @description Sent on or before their due date */
            onTime: number;
            /**
             * Format: double
             * @description onTime / sent to 3 decimals; null when none sent
             */
            onTimeRate: number | null;
            /**
             * Format: double
             * @description Working days used (a .5 between two)
             */
            medianWorkingDays: number | null;
            /** Format: double */
            medianPausedDays: number | null;
        };
        /**
         * @description * `not_started` - Not started
         *     * `on_track` - On track
         *     * `due_soon` - Due soon
         *     * `overdue` - Overdue
         *     * `paused` - Paused
         *     * `met` - Met
         *     * `missed` - Missed
         * @enum {string}
         */
        TurnaroundStateEnum: "not_started" | "on_track" | "due_soon" | "overdue" | "paused" | "met" | "missed";
        TurnaroundTargets: {
            /** @description Working days, 1-250; 10 unless changed */
            defaultTargetDays: number;
            /** @description Targets per company, matched ignoring case: {"Kind": 5} */
            companies: {
                [key: string]: number;
            };
        };
        /** @description Taken as sent: cases.turnaround.targets checks it and names the field at fault. */
        TurnaroundTargetsSave: {
            /** @description Working days, 1-250 */
            defaultTargetDays?: unknown;
            /** @description Targets per company, matched ignoring case: {"Kind": 5}; all of them */
            companies?: unknown;
        };
        UndoRequest: {
            /** @default  */
            reason: string;
        };
        Unread: {
            unread: number;
        };
        Uploader: {
            id: number;
            /** @description The staff member's full name (else e-mail) */
            name: string;
        };
        User: {
            readonly id: number;
            /** Format: email */
            readonly email: string;
            firstName: string;
            lastName: string;
            role: components["schemas"]["RoleEnum"];
            readonly company: string | null;
            isActive: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            readonly profileImageUrl: string | null;
        };
        UserCreated: {
            invitationSent: boolean;
            temporaryPassword: string | null;
            /** Format: email */
            email: string;
        };
        /**
         * @description The Users page form (guide: labels#validation user management). PUT /api/users/{id} validates it with
         *     partial=True, so any subset of the fields (or just {role}) may be sent.
         */
        UserForm: {
            /** Format: email */
            email: string;
            firstName: string;
            lastName: string;
            role: components["schemas"]["RoleEnum"];
            company?: string | null;
            password?: string | null;
            /** @default true */
            isActive: boolean;
            profileImageUrl?: (string) | null;
        };
        /** @description A staff user as answers name them: id and name (the full name, else the e-mail). */
        UserRef: {
            id: number;
            name: string;
        };
        WebAuthnLoginFinish: {
            mfaToken: string;
            credential: unknown;
        };
        WebAuthnRegisterFinish: {
            /** @default  */
            name: string;
            credential: unknown;
        };
        WebhookAttempt: {
            /** Format: date-time */
            at: string;
            statusCode: number | null;
            durationMs: number;
            error: string;
        };
        WebhookDelivery: {
            id: number;
            /** Format: uuid */
            eventId: string;
            eventType: string;
            caseId: number | null;
            status: components["schemas"]["WebhookDeliveryStatusEnum"];
            attempts: components["schemas"]["WebhookAttempt"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readonly nextAttemptAt: string | null;
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description * `pending` - Pending
         *     * `retrying` - Retrying
         *     * `delivered` - Delivered
         *     * `failed` - Failed
         * @enum {string}
         */
        WebhookDeliveryStatusEnum: "pending" | "retrying" | "delivered" | "failed";
        WebhookEndpointInput: {
            /** @description https only; public addresses only (checked again at each delivery) */
            url: string;
            events: components["schemas"]["EventsEnum"][];
            /** @description Only this company's cases; null for every company */
            company?: string | null;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpointListItem"][];
        };
        WebhookEndpointListItem: {
            id: number;
            url: string;
            events: string[];
            company: string | null;
            active: boolean;
            disabledReason: string;
            /** Format: date-time */
            createdAt: string;
            readonly lastDelivery: components["schemas"]["WebhookLastDelivery"] | null;
        };
        WebhookEndpointUpdate: {
            url?: string;
            events?: components["schemas"]["EventsEnum"][];
            /** @description Only this company's cases; null for every company */
            company?: string | null;
            /** @description true re-enables a disabled endpoint and clears its failure streak */
            active?: boolean;
        };
        WebhookEndpointWithSecret: {
            id: number;
            url: string;
            events: string[];
            company: string | null;
            active: boolean;
            disabledReason: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The Standard Webhooks signing secret (whsec_...) */
            secret: string;
        };
        WebhookLastDelivery: {
            status: components["schemas"]["WebhookDeliveryStatusEnum"];
            /** Format: date-time */
            at: string;
        };
        WebhookTestQueued: {
            deliveryId: number;
        };
        Week: {
            /**
             * Format: date
             * @description The Monday (Europe/London)
             */
            weekStart: string;
            created: number;
            sent: number;
            cancelled: number;
            merged: number;
        };
        Workload: {
            handlers: components["schemas"]["WorkloadHandler"][];
            unassigned: components["schemas"]["WorkloadCounts"];
            /**
             * Format: date
             * @description The London date the turnaround states are read against
             */
            asOf: string;
        };
        WorkloadCounts: {
            /** @description Open cases: not Sent, cancelled or merged */
            open: number;
            /** @description Per status (every open status) */
            byStatus: {
                [key: string]: number;
            };
            /** @description overdue, due_soon, on_track, paused, not_started */
            byTurnaround: {
                [key: string]: number;
            };
        };
        WorkloadHandler: {
            /** @description Open cases: not Sent, cancelled or merged */
            open: number;
            /** @description Per status (every open status) */
            byStatus: {
                [key: string]: number;
            };
            /** @description overdue, due_soon, on_track, paused, not_started */
            byTurnaround: {
                [key: string]: number;
            };
            id: number;
            name: string;
        };
        ErrorMessage: {
            message: string;
            errors?: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    api_tokens_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    api_tokens_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiTokenCreate"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenCreated"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    api_tokens_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    audit_logs_retrieve: {
        parameters: {
            query?: {
                action?: "api_token_create" | "api_token_new_address" | "api_token_revoke" | "assign" | "autofill" | "cancel" | "comment_add" | "comment_delete" | "comment_edit" | "create" | "delete" | "dismiss" | "dismiss_undo" | "document_add" | "document_delete" | "document_download" | "document_erase" | "erase" | "import" | "import_undo" | "legal_hold" | "lock" | "merge" | "merged" | "mfa_codes_new" | "mfa_enrol" | "mfa_failed" | "mfa_policy" | "mfa_recovery_use" | "mfa_remove" | "mfa_reset" | "request_accept" | "request_add" | "request_cancel" | "request_receive" | "request_reject" | "restore" | "retention" | "subject_access" | "turnaround_targets" | "unlock" | "update";
                /** @description The case's BHR UK ID (exact) */
                bhrukId?: string;
                caseId?: number;
                /** @description The case's company (exact) */
                company?: string;
                /** @description First day (Europe/London), included */
                dateFrom?: string;
                /** @description Last day (Europe/London), included */
                dateTo?: string;
                limit?: 100 | 25 | 250 | 50;
                page?: number;
                /** @description The acting user */
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    audit_logs_export_retrieve: {
        parameters: {
            query: {
                action?: "api_token_create" | "api_token_new_address" | "api_token_revoke" | "assign" | "autofill" | "cancel" | "comment_add" | "comment_delete" | "comment_edit" | "create" | "delete" | "dismiss" | "dismiss_undo" | "document_add" | "document_delete" | "document_download" | "document_erase" | "erase" | "import" | "import_undo" | "legal_hold" | "lock" | "merge" | "merged" | "mfa_codes_new" | "mfa_enrol" | "mfa_failed" | "mfa_policy" | "mfa_recovery_use" | "mfa_remove" | "mfa_reset" | "request_accept" | "request_add" | "request_cancel" | "request_receive" | "request_reject" | "restore" | "retention" | "subject_access" | "turnaround_targets" | "unlock" | "update";
                /** @description The case's BHR UK ID (exact) */
                bhrukId?: string;
                caseId?: number;
                /** @description The case's company (exact) */
                company?: string;
                /** @description First day (Europe/London), included */
                dateFrom?: string;
                /** @description Last day (Europe/London), included */
                dateTo?: string;
                format: "csv";
                /** @description The acting user */
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    audit_logs_users_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditUser"][];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_create_user_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthCreateUser"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_login_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Login"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_logout_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaStatus"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_policy_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaPolicy"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_mfa_policy_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MfaPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaPolicy"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_recovery_codes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Password"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_mfa_totp_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetup"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_totp_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_mfa_totp_confirm_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Code"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_verify_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaVerify"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_mfa_webauthn_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkey_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_mfa_webauthn_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkey_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PatchedPasskeyName"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyBody"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_webauthn_login_begin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaToken"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Options"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_webauthn_login_finish_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebAuthnLoginFinish"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    auth_mfa_webauthn_register_begin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Options"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_mfa_webauthn_register_finish_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebAuthnRegisterFinish"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistered"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_request_password_reset_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_sessions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_sessions_revoke_others_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedSessions"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_setup_status_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_update_password_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    auth_user_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_list: {
        parameters: {
            query?: {
                /** @description Who handles the case: me, none (unassigned) or a user's id; ignored for clients */
                assignee?: string;
                /** @description Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain) */
                clientNameSearch?: string;
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 date-time (the portal's date range) */
                createdFrom?: string;
                includeCancelled?: boolean;
                includeMerged?: boolean;
                /** @description Substring of the KAM ID, ignoring case and accents (Ní finds Ni) */
                kamSearch?: string;
                lockFilter?: "all" | "locked" | "open";
                /** @description Cases with a request to the client that is open, overdue (open, due before today) or received */
                request?: "all" | "open" | "overdue" | "received";
                /** @description One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), KAM ID or OB Link equals the text come first, then the chosen sort. */
                search?: string;
                /** @description need_instructions: both */
                status?: "all" | "in_production" | "need_instructions" | "need_instructions_hire" | "need_instructions_new" | "on_hold" | "sent";
                /** @description The turnaround clock's state today (Europe/London): due_soon is 2 working days or fewer left */
                turnaround?: "all" | "due_soon" | "met" | "missed" | "not_started" | "on_track" | "overdue" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CaseUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseConflict"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_assignee_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Assignee"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_cancel_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CaseCancel"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_comments_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_comments_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CommentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_documents_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_documents_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /** @enum {string} */
                    kind: "report" | "statement" | "other";
                    /** @enum {string} */
                    visibleToClient?: "true" | "false";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_history_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseHistoryEvent"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_legal_hold_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalHold"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_lock_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_merged_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_requests_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Request"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_requests_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RequestCreate"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Request"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_timeline_retrieve: {
        parameters: {
            query?: {
                /** @description The cursor a previous page gave as next */
                before?: string;
                /** @description Items per page, 1 to 100 (default 50) */
                limit?: number;
            };
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelinePage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_unlock_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                case_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_batch_assign_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchAssign"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_batch_cancel_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCancel"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_batch_delete_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseIds"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_batch_restore_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseIds"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_batch_update_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_bhruk_id_use_retrieve: {
        parameters: {
            query: {
                /** @description As typed in the Add Case dialog */
                bhrukId: string;
                company?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BhrukIdUse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_bulk_autofill_bhruk_ids_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_bulk_autofill_kam_ids_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_export_retrieve: {
        parameters: {
            query: {
                /** @description Who handles the case: me, none (unassigned) or a user's id; ignored for clients */
                assignee?: string;
                /** @description Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain) */
                clientNameSearch?: string;
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 date-time (the portal's date range) */
                createdFrom?: string;
                format: "csv" | "xlsx";
                /** @description all cases, not only active ones; used only when no list filter or sort is given */
                includeAll?: boolean;
                includeCancelled?: boolean;
                includeMerged?: boolean;
                /** @description Substring of the KAM ID, ignoring case and accents (Ní finds Ni) */
                kamSearch?: string;
                lockFilter?: "all" | "locked" | "open";
                /** @description Cases with a request to the client that is open, overdue (open, due before today) or received */
                request?: "all" | "open" | "overdue" | "received";
                /** @description One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), KAM ID or OB Link equals the text come first, then the chosen sort. */
                search?: string;
                sortBy?: "bhrukId" | "createdAt" | "dueDate";
                sortOrder?: "asc" | "desc";
                /** @description need_instructions: both */
                status?: "all" | "in_production" | "need_instructions" | "need_instructions_hire" | "need_instructions_new" | "on_hold" | "sent";
                /** @description The turnaround clock's state today (Europe/London): due_soon is 2 working days or fewer left */
                turnaround?: "all" | "due_soon" | "met" | "missed" | "not_started" | "on_track" | "overdue" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
        };
    };
    cases_manual_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CaseManual"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    cases_mi_summary_retrieve: {
        parameters: {
            query?: {
                /** @description Who handles the case: me, none (unassigned) or a user's id; ignored for clients */
                assignee?: string;
                /** @description Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain) */
                clientNameSearch?: string;
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 date-time (the portal's date range) */
                createdFrom?: string;
                includeCancelled?: boolean;
                includeMerged?: boolean;
                /** @description Substring of the KAM ID, ignoring case and accents (Ní finds Ni) */
                kamSearch?: string;
                lockFilter?: "all" | "locked" | "open";
                /** @description Cases with a request to the client that is open, overdue (open, due before today) or received */
                request?: "all" | "open" | "overdue" | "received";
                /** @description One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), KAM ID or OB Link equals the text come first, then the chosen sort. */
                search?: string;
                /** @description need_instructions: both */
                status?: "all" | "in_production" | "need_instructions" | "need_instructions_hire" | "need_instructions_new" | "on_hold" | "sent";
                /** @description The turnaround clock's state today (Europe/London): due_soon is 2 working days or fewer left */
                turnaround?: "all" | "due_soon" | "met" | "missed" | "not_started" | "on_track" | "overdue" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MiSummary"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_paginated_retrieve: {
        parameters: {
            query?: {
                /** @description Who handles the case: me, none (unassigned) or a user's id; ignored for clients */
                assignee?: string;
                /** @description Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain) */
                clientNameSearch?: string;
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 date-time (the portal's date range) */
                createdFrom?: string;
                includeCancelled?: boolean;
                includeMerged?: boolean;
                /** @description Substring of the KAM ID, ignoring case and accents (Ní finds Ni) */
                kamSearch?: string;
                limit?: 100 | 1000 | 25 | 250 | 50;
                lockFilter?: "all" | "locked" | "open";
                page?: number;
                /** @description Cases with a request to the client that is open, overdue (open, due before today) or received */
                request?: "all" | "open" | "overdue" | "received";
                /** @description One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), KAM ID or OB Link equals the text come first, then the chosen sort. */
                search?: string;
                sortBy?: "bhrukId" | "createdAt" | "dueDate";
                sortOrder?: "asc" | "desc";
                /** @description need_instructions: both */
                status?: "all" | "in_production" | "need_instructions" | "need_instructions_hire" | "need_instructions_new" | "on_hold" | "sent";
                /** @description The turnaround clock's state today (Europe/London): due_soon is 2 working days or fewer left */
                turnaround?: "all" | "due_soon" | "met" | "missed" | "not_started" | "on_track" | "overdue" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CasePage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    cases_upload_csv_create: {
        parameters: {
            query?: {
                /** @description Preview: check the whole file and write nothing. The answer is then {rows, wouldImport, wouldSkip, wouldSkipInFile, wouldSkipPresent, skippedRows, errors, errorCount, duplicates, newBhrukIds (per company group), firstNewBhrukId, lastNewBhrukId} (row problems are listed with 200; the counts are those of the rows without problems; a file that cannot be read at all answers 400 as the import does). */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    csvFile?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsvUploadResult"];
                };
            };
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsvUploadError"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
        };
    };
    cases_upload_csv_errors_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    csvFile?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsvUploadError"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMessage"];
                };
            };
        };
    };
    comments_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CommentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    comments_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    companies_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    documents_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentVisibility"];
                "multipart/form-data": components["schemas"]["DocumentVisibility"];
                "application/x-www-form-urlencoded": components["schemas"]["DocumentVisibility"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    documents_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    documents_download_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    duplicates_list: {
        parameters: {
            query?: {
                identifierType?: "all" | "bhrukId" | "clientName" | "kamId";
                limit?: 10 | 100 | 25 | 50;
                /** @description Turns paging on: answers {data, pagination, summary} */
                page?: number;
                sortBy?: "caseCount" | "identifier" | "lastUpdated";
                sortOrder?: "asc" | "desc";
                /** @description Only groups of this type */
                type?: "all" | "bhrukId" | "clientName" | "kamId";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateGroupListOrPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    duplicates_group_cases: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description URL-encoded; may contain / */
                identifier: string;
                identifier_type: "bhrukId" | "clientName" | "kamId";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    duplicates_dismiss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dismissal"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    duplicates_merge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MergeResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    duplicates_restore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    exports_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportJobRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    imports_list: {
        parameters: {
            query?: {
                limit?: 100 | 25 | 50;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatchPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
        };
    };
    imports_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatchDetail"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
        };
    };
    imports_undo_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UndoRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatch"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    jobs_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
        };
    };
    jobs_download_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
        };
    };
    kams_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Kam"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    my_permissions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePermission"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    next_bhruk_id_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                company: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextBhrukId"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    notifications_retrieve: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    notifications_preferences_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    notifications_preferences_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PreferencesUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    notifications_read_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkRead"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unread"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    notifications_send_daily_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendDailyPreview"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    notifications_send_daily_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SendDailyInput"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendDailyResult"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    privacy_erasure_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Erasure"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureResult"];
                };
            };
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    privacy_retention_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Retention"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    privacy_retention_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetentionSave"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Retention"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    privacy_retention_preview_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Retention"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionPreview"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    privacy_subject_access_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SubjectAccess"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    privacy_subjects_retrieve: {
        parameters: {
            query?: {
                limit?: 100 | 25 | 250 | 50;
                page?: number;
                /** @description Name, e-mail, OB Link, KAM ID, BHR UK ID or User ID */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectPage"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    reports_ageing_retrieve: {
        parameters: {
            query?: {
                company?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ageing"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    reports_throughput_retrieve: {
        parameters: {
            query?: {
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description First day (Europe/London), included */
                dateFrom?: string;
                /** @description Last day (Europe/London), included */
                dateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Throughput"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    reports_time_to_send_retrieve: {
        parameters: {
            query?: {
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description First day (Europe/London), included */
                dateFrom?: string;
                /** @description Last day (Europe/London), included */
                dateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeToSend"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    reports_turnaround_retrieve: {
        parameters: {
            query?: {
                /** @description A company (matched ignoring case); all or empty: every one */
                company?: string;
                /** @description First month, YYYY-MM (Europe/London); included */
                from?: string;
                /** @description Last month, YYYY-MM; included. Default: the last 12 months */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TurnaroundReport"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    reports_workload_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workload"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    requests_retrieve: {
        parameters: {
            query?: {
                limit?: 100 | 1000 | 25 | 250 | 50;
                page?: number;
                status?: "accepted" | "cancelled" | "open" | "overdue" | "received";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    requests_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestStatus"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Request"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    requests_upload_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    role_permissions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePermission"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    role_permissions_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePermission"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePermission"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    saved_views_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"][];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    saved_views_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    saved_views_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                view_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SavedViewUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    saved_views_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                view_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    settings_turnaround_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TurnaroundTargets"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    settings_turnaround_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TurnaroundTargetsSave"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TurnaroundTargets"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    stats_retrieve: {
        parameters: {
            query?: {
                /** @description Who handles the case: me, none (unassigned) or a user's id; ignored for clients */
                assignee?: string;
                /** @description Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain) */
                clientNameSearch?: string;
                /** @description Exact company (widget); all or empty: every company */
                company?: string;
                /** @description Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 date-time (the portal's date range) */
                createdFrom?: string;
                includeCancelled?: boolean;
                includeMerged?: boolean;
                /** @description Substring of the KAM ID, ignoring case and accents (Ní finds Ni) */
                kamSearch?: string;
                lockFilter?: "all" | "locked" | "open";
                /** @description Cases with a request to the client that is open, overdue (open, due before today) or received */
                request?: "all" | "open" | "overdue" | "received";
                /** @description One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), KAM ID or OB Link equals the text come first, then the chosen sort. */
                search?: string;
                /** @description need_instructions: both */
                status?: "all" | "in_production" | "need_instructions" | "need_instructions_hire" | "need_instructions_new" | "on_hold" | "sent";
                /** @description The turnaround clock's state today (Europe/London): due_soon is 2 working days or fewer left */
                turnaround?: "all" | "due_soon" | "met" | "missed" | "not_started" | "on_track" | "overdue" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stats"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseMessage"];
                };
            };
        };
    };
    users_list: {
        parameters: {
            query?: {
                role?: "admin" | "client" | "manager" | "staff";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    users_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCreated"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PatchedUserForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Validation error: {message, errors} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    users_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    users_mfa_reset_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    users_mentionable_list: {
        parameters: {
            query?: {
                /** @description Part of the name or e-mail */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MentionableUser"][];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    webhooks_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The request body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_deliveries_retrieve: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_deliveries_retry_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: number;
                endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    webhooks_test_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestQueued"];
                };
            };
            /** @description The request is invalid: message says why (errors names the fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Not signed in, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signed-in user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Nothing found at this address (or not visible to this user). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
}
