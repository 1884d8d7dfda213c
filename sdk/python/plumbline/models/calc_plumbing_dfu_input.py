from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_dfu_input_slope import CalcPlumbingDfuInputSlope
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_dfu_input_fixtures_item import CalcPlumbingDfuInputFixturesItem





T = TypeVar("T", bound="CalcPlumbingDfuInput")



@_attrs_define
class CalcPlumbingDfuInput:
    """ 
        Attributes:
            fixtures (list[CalcPlumbingDfuInputFixturesItem]): Fixtures drained by the building drain, one entry per fixture
                type.
            slope (CalcPlumbingDfuInputSlope | Unset): Slope of the building drain, inches of fall per foot: a column of IPC
                Table 710.1(1). Default: CalcPlumbingDfuInputSlope.VALUE_2.
     """

    fixtures: list[CalcPlumbingDfuInputFixturesItem]
    slope: CalcPlumbingDfuInputSlope | Unset = CalcPlumbingDfuInputSlope.VALUE_2





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_dfu_input_fixtures_item import CalcPlumbingDfuInputFixturesItem
        fixtures = []
        for fixtures_item_data in self.fixtures:
            fixtures_item = fixtures_item_data.to_dict()
            fixtures.append(fixtures_item)



        slope: str | Unset = UNSET
        if not isinstance(self.slope, Unset):
            slope = self.slope.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fixtures": fixtures,
        })
        if slope is not UNSET:
            field_dict["slope"] = slope

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_dfu_input_fixtures_item import CalcPlumbingDfuInputFixturesItem
        d = dict(src_dict)
        fixtures = []
        _fixtures = d.pop("fixtures")
        for fixtures_item_data in (_fixtures):
            fixtures_item = CalcPlumbingDfuInputFixturesItem.from_dict(fixtures_item_data)



            fixtures.append(fixtures_item)


        _slope = d.pop("slope", UNSET)
        slope: CalcPlumbingDfuInputSlope | Unset
        if isinstance(_slope,  Unset):
            slope = UNSET
        else:
            slope = CalcPlumbingDfuInputSlope(_slope)




        calc_plumbing_dfu_input = cls(
            fixtures=fixtures,
            slope=slope,
        )

        return calc_plumbing_dfu_input

