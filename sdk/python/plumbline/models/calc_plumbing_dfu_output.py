from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_dfu_output_fixtures_item import CalcPlumbingDfuOutputFixturesItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPlumbingDfuOutput")



@_attrs_define
class CalcPlumbingDfuOutput:
    """ The results of calc_plumbing_dfu and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            building_drain_size (str): Smallest building drain (nominal inches, as the table writes it) that carries
                total_dfu at the slope, IPC Table 710.1(1).
            building_drain_size_in (float): The same size as a number of inches.
            code_reference (str): The section assigning drainage fixture units.
            drain_table_reference (str): The table the size comes from.
            fixtures (list[CalcPlumbingDfuOutputFixturesItem]): Drainage fixture units by fixture type.
            max_dfu_at_size (float): The most dfu IPC Table 710.1(1) lets that size carry at the slope.
            serves_water_closet (bool): True when a water closet or bathroom group drains to it.
            size_governed_by (str): "dfu_load" when the load sets the size; "water_closet_minimum" when Table 710.1(1)
                footnote a (3 in minimum for a drain serving a water closet) does.
            slope_in_per_ft (float): Slope of the building drain, inches per foot.
            total_dfu (float): Sum of the fixtures' drainage fixture units.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    building_drain_size: str
    building_drain_size_in: float
    code_reference: str
    drain_table_reference: str
    fixtures: list[CalcPlumbingDfuOutputFixturesItem]
    max_dfu_at_size: float
    serves_water_closet: bool
    size_governed_by: str
    slope_in_per_ft: float
    total_dfu: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_dfu_output_fixtures_item import CalcPlumbingDfuOutputFixturesItem
        from ..models.calculator_schemas import CalculatorSchemas
        building_drain_size = self.building_drain_size

        building_drain_size_in = self.building_drain_size_in

        code_reference = self.code_reference

        drain_table_reference = self.drain_table_reference

        fixtures = []
        for fixtures_item_data in self.fixtures:
            fixtures_item = fixtures_item_data.to_dict()
            fixtures.append(fixtures_item)



        max_dfu_at_size = self.max_dfu_at_size

        serves_water_closet = self.serves_water_closet

        size_governed_by = self.size_governed_by

        slope_in_per_ft = self.slope_in_per_ft

        total_dfu = self.total_dfu

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "building_drain_size": building_drain_size,
            "building_drain_size_in": building_drain_size_in,
            "code_reference": code_reference,
            "drain_table_reference": drain_table_reference,
            "fixtures": fixtures,
            "max_dfu_at_size": max_dfu_at_size,
            "serves_water_closet": serves_water_closet,
            "size_governed_by": size_governed_by,
            "slope_in_per_ft": slope_in_per_ft,
            "total_dfu": total_dfu,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_dfu_output_fixtures_item import CalcPlumbingDfuOutputFixturesItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        building_drain_size = d.pop("building_drain_size")

        building_drain_size_in = d.pop("building_drain_size_in")

        code_reference = d.pop("code_reference")

        drain_table_reference = d.pop("drain_table_reference")

        fixtures = []
        _fixtures = d.pop("fixtures")
        for fixtures_item_data in (_fixtures):
            fixtures_item = CalcPlumbingDfuOutputFixturesItem.from_dict(fixtures_item_data)



            fixtures.append(fixtures_item)


        max_dfu_at_size = d.pop("max_dfu_at_size")

        serves_water_closet = d.pop("serves_water_closet")

        size_governed_by = d.pop("size_governed_by")

        slope_in_per_ft = d.pop("slope_in_per_ft")

        total_dfu = d.pop("total_dfu")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_plumbing_dfu_output = cls(
            building_drain_size=building_drain_size,
            building_drain_size_in=building_drain_size_in,
            code_reference=code_reference,
            drain_table_reference=drain_table_reference,
            fixtures=fixtures,
            max_dfu_at_size=max_dfu_at_size,
            serves_water_closet=serves_water_closet,
            size_governed_by=size_governed_by,
            slope_in_per_ft=slope_in_per_ft,
            total_dfu=total_dfu,
            schemas=schemas,
        )


        calc_plumbing_dfu_output.additional_properties = d
        return calc_plumbing_dfu_output

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
