from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_wsfu_input_demand_curve import CalcPlumbingWsfuInputDemandCurve
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_wsfu_input_fixtures_item import CalcPlumbingWsfuInputFixturesItem





T = TypeVar("T", bound="CalcPlumbingWsfuInput")



@_attrs_define
class CalcPlumbingWsfuInput:
    """ 
        Attributes:
            fixtures (list[CalcPlumbingWsfuInputFixturesItem]): Fixtures served, one entry per fixture type.
            demand_curve (CalcPlumbingWsfuInputDemandCurve | Unset): Column of IPC Table E103.3(3) to read: "auto" reads the
                flushometer-valve column when any fixture has a flushometer valve, the flush-tank column otherwise. Default:
                CalcPlumbingWsfuInputDemandCurve.AUTO.
     """

    fixtures: list[CalcPlumbingWsfuInputFixturesItem]
    demand_curve: CalcPlumbingWsfuInputDemandCurve | Unset = CalcPlumbingWsfuInputDemandCurve.AUTO





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_wsfu_input_fixtures_item import CalcPlumbingWsfuInputFixturesItem
        fixtures = []
        for fixtures_item_data in self.fixtures:
            fixtures_item = fixtures_item_data.to_dict()
            fixtures.append(fixtures_item)



        demand_curve: str | Unset = UNSET
        if not isinstance(self.demand_curve, Unset):
            demand_curve = self.demand_curve.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fixtures": fixtures,
        })
        if demand_curve is not UNSET:
            field_dict["demand_curve"] = demand_curve

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_wsfu_input_fixtures_item import CalcPlumbingWsfuInputFixturesItem
        d = dict(src_dict)
        fixtures = []
        _fixtures = d.pop("fixtures")
        for fixtures_item_data in (_fixtures):
            fixtures_item = CalcPlumbingWsfuInputFixturesItem.from_dict(fixtures_item_data)



            fixtures.append(fixtures_item)


        _demand_curve = d.pop("demand_curve", UNSET)
        demand_curve: CalcPlumbingWsfuInputDemandCurve | Unset
        if isinstance(_demand_curve,  Unset):
            demand_curve = UNSET
        else:
            demand_curve = CalcPlumbingWsfuInputDemandCurve(_demand_curve)




        calc_plumbing_wsfu_input = cls(
            fixtures=fixtures,
            demand_curve=demand_curve,
        )

        return calc_plumbing_wsfu_input

