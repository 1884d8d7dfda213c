from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_wsfu_output_fixtures_item import CalcPlumbingWsfuOutputFixturesItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPlumbingWsfuOutput")



@_attrs_define
class CalcPlumbingWsfuOutput:
    """ The results of calc_plumbing_wsfu and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The appendix section holding the fixture-unit and demand tables.
            cold_demand_gpm (float): Peak demand for cold_wsfu, gal/min, same column.
            cold_wsfu (float): Cold-water supply fixture units.
            demand_curve_used (str): Column of IPC Table E103.3(3) read for the total and cold demand: flush_tank or
                flushometer_valve.
            demand_gpm (float): Peak demand for total_wsfu, gal/min, read from IPC Table E103.3(3) with straight-line
                interpolation between rows (a load under the first row reads the first row).
            fixtures (list[CalcPlumbingWsfuOutputFixturesItem]): Supply fixture units by fixture type, IPC Table E103.3(2).
            hot_demand_gpm (float): Peak demand for hot_wsfu, gal/min, read from the flush-tank column: flushometer valves
                draw no hot water.
            hot_wsfu (float): Hot-water supply fixture units.
            total_wsfu (float): Total supply fixture units (its own column of the table, not cold + hot).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    cold_demand_gpm: float
    cold_wsfu: float
    demand_curve_used: str
    demand_gpm: float
    fixtures: list[CalcPlumbingWsfuOutputFixturesItem]
    hot_demand_gpm: float
    hot_wsfu: float
    total_wsfu: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_wsfu_output_fixtures_item import CalcPlumbingWsfuOutputFixturesItem
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        cold_demand_gpm = self.cold_demand_gpm

        cold_wsfu = self.cold_wsfu

        demand_curve_used = self.demand_curve_used

        demand_gpm = self.demand_gpm

        fixtures = []
        for fixtures_item_data in self.fixtures:
            fixtures_item = fixtures_item_data.to_dict()
            fixtures.append(fixtures_item)



        hot_demand_gpm = self.hot_demand_gpm

        hot_wsfu = self.hot_wsfu

        total_wsfu = self.total_wsfu

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "cold_demand_gpm": cold_demand_gpm,
            "cold_wsfu": cold_wsfu,
            "demand_curve_used": demand_curve_used,
            "demand_gpm": demand_gpm,
            "fixtures": fixtures,
            "hot_demand_gpm": hot_demand_gpm,
            "hot_wsfu": hot_wsfu,
            "total_wsfu": total_wsfu,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_wsfu_output_fixtures_item import CalcPlumbingWsfuOutputFixturesItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        cold_demand_gpm = d.pop("cold_demand_gpm")

        cold_wsfu = d.pop("cold_wsfu")

        demand_curve_used = d.pop("demand_curve_used")

        demand_gpm = d.pop("demand_gpm")

        fixtures = []
        _fixtures = d.pop("fixtures")
        for fixtures_item_data in (_fixtures):
            fixtures_item = CalcPlumbingWsfuOutputFixturesItem.from_dict(fixtures_item_data)



            fixtures.append(fixtures_item)


        hot_demand_gpm = d.pop("hot_demand_gpm")

        hot_wsfu = d.pop("hot_wsfu")

        total_wsfu = d.pop("total_wsfu")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_plumbing_wsfu_output = cls(
            code_reference=code_reference,
            cold_demand_gpm=cold_demand_gpm,
            cold_wsfu=cold_wsfu,
            demand_curve_used=demand_curve_used,
            demand_gpm=demand_gpm,
            fixtures=fixtures,
            hot_demand_gpm=hot_demand_gpm,
            hot_wsfu=hot_wsfu,
            total_wsfu=total_wsfu,
            schemas=schemas,
        )


        calc_plumbing_wsfu_output.additional_properties = d
        return calc_plumbing_wsfu_output

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
