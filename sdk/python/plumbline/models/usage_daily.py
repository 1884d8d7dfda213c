from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.usage_daily_group_by import UsageDailyGroupBy
from typing import cast

if TYPE_CHECKING:
  from ..models.usage_daily_months_item import UsageDailyMonthsItem
  from ..models.usage_daily_rows_item import UsageDailyRowsItem





T = TypeVar("T", bound="UsageDaily")



@_attrs_define
class UsageDaily:
    """ 
        Attributes:
            from_ (str):
            group_by (UsageDailyGroupBy):
            livemode (bool): false when the calling key is a test key (its own calls are never counted).
            months (list[UsageDailyMonthsItem]):
            rows (list[UsageDailyRowsItem]):
            to (str):
            total (int):
     """

    from_: str
    group_by: UsageDailyGroupBy
    livemode: bool
    months: list[UsageDailyMonthsItem]
    rows: list[UsageDailyRowsItem]
    to: str
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.usage_daily_months_item import UsageDailyMonthsItem
        from ..models.usage_daily_rows_item import UsageDailyRowsItem
        from_ = self.from_

        group_by = self.group_by.value

        livemode = self.livemode

        months = []
        for months_item_data in self.months:
            months_item = months_item_data.to_dict()
            months.append(months_item)



        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        to = self.to

        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "group_by": group_by,
            "livemode": livemode,
            "months": months,
            "rows": rows,
            "to": to,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_daily_months_item import UsageDailyMonthsItem
        from ..models.usage_daily_rows_item import UsageDailyRowsItem
        d = dict(src_dict)
        from_ = d.pop("from")

        group_by = UsageDailyGroupBy(d.pop("group_by"))




        livemode = d.pop("livemode")

        months = []
        _months = d.pop("months")
        for months_item_data in (_months):
            months_item = UsageDailyMonthsItem.from_dict(months_item_data)



            months.append(months_item)


        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = UsageDailyRowsItem.from_dict(rows_item_data)



            rows.append(rows_item)


        to = d.pop("to")

        total = d.pop("total")

        usage_daily = cls(
            from_=from_,
            group_by=group_by,
            livemode=livemode,
            months=months,
            rows=rows,
            to=to,
            total=total,
        )


        usage_daily.additional_properties = d
        return usage_daily

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
