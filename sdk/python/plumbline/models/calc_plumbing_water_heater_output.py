from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_water_heater_output_uses_item import CalcPlumbingWaterHeaterOutputUsesItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPlumbingWaterHeaterOutput")



@_attrs_define
class CalcPlumbingWaterHeaterOutput:
    """ The results of calc_plumbing_water_heater and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The water heater chapter's scope section.
            first_hour_rating_max_gal (float): Highest first-hour rating worth buying: peak hour demand plus 2 gal.
            first_hour_rating_min_gal (float): Lowest first-hour rating (EnergyGuide label) to look for: peak hour demand
                less 2 gal (DOE: match within 1 or 2 gallons).
            peak_hour_demand_gal (float): Hot water used in the busiest hour, gallons.
            uses (list[CalcPlumbingWaterHeaterOutputUsesItem]): The uses counted, with the DOE per-use gallons.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    first_hour_rating_max_gal: float
    first_hour_rating_min_gal: float
    peak_hour_demand_gal: float
    uses: list[CalcPlumbingWaterHeaterOutputUsesItem]
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_water_heater_output_uses_item import CalcPlumbingWaterHeaterOutputUsesItem
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        first_hour_rating_max_gal = self.first_hour_rating_max_gal

        first_hour_rating_min_gal = self.first_hour_rating_min_gal

        peak_hour_demand_gal = self.peak_hour_demand_gal

        uses = []
        for uses_item_data in self.uses:
            uses_item = uses_item_data.to_dict()
            uses.append(uses_item)



        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "first_hour_rating_max_gal": first_hour_rating_max_gal,
            "first_hour_rating_min_gal": first_hour_rating_min_gal,
            "peak_hour_demand_gal": peak_hour_demand_gal,
            "uses": uses,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_water_heater_output_uses_item import CalcPlumbingWaterHeaterOutputUsesItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        first_hour_rating_max_gal = d.pop("first_hour_rating_max_gal")

        first_hour_rating_min_gal = d.pop("first_hour_rating_min_gal")

        peak_hour_demand_gal = d.pop("peak_hour_demand_gal")

        uses = []
        _uses = d.pop("uses")
        for uses_item_data in (_uses):
            uses_item = CalcPlumbingWaterHeaterOutputUsesItem.from_dict(uses_item_data)



            uses.append(uses_item)


        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_plumbing_water_heater_output = cls(
            code_reference=code_reference,
            first_hour_rating_max_gal=first_hour_rating_max_gal,
            first_hour_rating_min_gal=first_hour_rating_min_gal,
            peak_hour_demand_gal=peak_hour_demand_gal,
            uses=uses,
            schemas=schemas,
        )


        calc_plumbing_water_heater_output.additional_properties = d
        return calc_plumbing_water_heater_output

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
