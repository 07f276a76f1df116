from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from notifications import formatting

UTC = ZoneInfo("UTC")


def test_money_is_pounds_with_two_decimals_and_thousands_separators():
    assert formatting.money(Decimal("1234.5")) == "£1,234.50"
    assert formatting.money(Decimal("-0.5")) == "-£0.50"
    assert formatting.money(Decimal("0")) == "£0.00"
    assert formatting.money(None) == ""


def test_dates_are_shown_in_london_time_across_midnight_in_summer():
    late_utc = datetime(2026, 7, 1, 23, 30, tzinfo=UTC)  # 00:30 BST on 2 July

    assert formatting.long_date(late_utc) == "2 July 2026"
    assert formatting.short_date(late_utc) == "2 Jul 2026"
    assert formatting.time_of_day(late_utc) == "00:30 on 2 Jul 2026"
    assert formatting.local_date(late_utc) == date(2026, 7, 2)


def test_age_in_days_counts_london_calendar_days():
    created = datetime(2026, 7, 1, 23, 30, tzinfo=UTC)  # 2 July in London

    assert formatting.age_in_days(created, date(2026, 7, 12)) == 10


def test_client_change_lines_show_visible_fields_with_labels_and_hide_the_rest():
    lines = formatting.client_change_lines(
        action="update",
        changes={
            "currentStatus": ["on_hold", "sent"],
            "on_hold_reason": ["need_pdf", None],
            "invoiced": [False, True],
            "notes": ["", "internal"],
            "mi_amount": [None, "12.00"],
        },
    )

    assert lines == [
        "Current Status: On Hold → Sent",
        "On Hold Reason: Need PDF Statements → (blank)",
        "Invoiced: No → Yes",
    ]


def test_an_event_with_nothing_visible_says_nothing_unless_it_is_news_in_itself():
    assert formatting.client_change_lines(action="update", changes={"notes": ["a", "b"]}) == []
    assert formatting.client_change_lines(action="lock", changes={}) == []
    assert formatting.client_change_lines(action="import", changes={"row": 3}) == ["Case added"]
