from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.permits_latest_breakouts import PermitsLatestBreakouts
  from ..models.permits_latest_total import PermitsLatestTotal





T = TypeVar("T", bound="PermitsLatest")



@_attrs_define
class PermitsLatest:
    """ 
        Attributes:
            breakouts (PermitsLatestBreakouts):
            period (str): annual, or ytd_through_YYYY-MM for a year-to-date file.
            total (PermitsLatestTotal):
            year (int):
            counties_summed (int | Unset): CBSAs: how many member counties have a row that year, whose figures are summed.
            counties_without_rows (list[str] | Unset): CBSAs: member counties with no row in the county file that year
                (absent when every member has one).
            months_reported (int | Unset): Places: months of the year the place reported to Census (it imputes the others).
     """

    breakouts: PermitsLatestBreakouts
    period: str
    total: PermitsLatestTotal
    year: int
    counties_summed: int | Unset = UNSET
    counties_without_rows: list[str] | Unset = UNSET
    months_reported: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.permits_latest_breakouts import PermitsLatestBreakouts
        from ..models.permits_latest_total import PermitsLatestTotal
        breakouts = self.breakouts.to_dict()

        period = self.period

        total = self.total.to_dict()

        year = self.year

        counties_summed = self.counties_summed

        counties_without_rows: list[str] | Unset = UNSET
        if not isinstance(self.counties_without_rows, Unset):
            counties_without_rows = self.counties_without_rows



        months_reported = self.months_reported


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "breakouts": breakouts,
            "period": period,
            "total": total,
            "year": year,
        })
        if counties_summed is not UNSET:
            field_dict["counties_summed"] = counties_summed
        if counties_without_rows is not UNSET:
            field_dict["counties_without_rows"] = counties_without_rows
        if months_reported is not UNSET:
            field_dict["months_reported"] = months_reported

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.permits_latest_breakouts import PermitsLatestBreakouts
        from ..models.permits_latest_total import PermitsLatestTotal
        d = dict(src_dict)
        breakouts = PermitsLatestBreakouts.from_dict(d.pop("breakouts"))




        period = d.pop("period")

        total = PermitsLatestTotal.from_dict(d.pop("total"))




        year = d.pop("year")

        counties_summed = d.pop("counties_summed", UNSET)

        counties_without_rows = cast(list[str], d.pop("counties_without_rows", UNSET))


        months_reported = d.pop("months_reported", UNSET)

        permits_latest = cls(
            breakouts=breakouts,
            period=period,
            total=total,
            year=year,
            counties_summed=counties_summed,
            counties_without_rows=counties_without_rows,
            months_reported=months_reported,
        )


        permits_latest.additional_properties = d
        return permits_latest

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
