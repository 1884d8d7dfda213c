from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_dfu_input_fixtures_item_fixture import CalcPlumbingDfuInputFixturesItemFixture
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPlumbingDfuInputFixturesItem")



@_attrs_define
class CalcPlumbingDfuInputFixturesItem:
    """ 
        Attributes:
            fixture (CalcPlumbingDfuInputFixturesItemFixture): Fixture or group, as named in IPC Table 709.1 (a bathroom
                group is a water closet, lavatory and bathtub or shower; a domestic kitchen sink includes its disposer and
                dishwasher).
            count (int | Unset): Number of such fixtures or groups. Default: 1.
     """

    fixture: CalcPlumbingDfuInputFixturesItemFixture
    count: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        fixture = self.fixture.value

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fixture": fixture,
        })
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fixture = CalcPlumbingDfuInputFixturesItemFixture(d.pop("fixture"))




        count = d.pop("count", UNSET)

        calc_plumbing_dfu_input_fixtures_item = cls(
            fixture=fixture,
            count=count,
        )

        return calc_plumbing_dfu_input_fixtures_item

