"""The turnaround clock: working days from instruction to Sent, paused while a case is On Hold or cancelled."""
