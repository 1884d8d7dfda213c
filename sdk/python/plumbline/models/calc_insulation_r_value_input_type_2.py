from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_insulation_r_value_input_type_2_assembly import CalcInsulationRValueInputType2Assembly
from ..models.calc_insulation_r_value_input_type_2_climate_zone import CalcInsulationRValueInputType2ClimateZone






T = TypeVar("T", bound="CalcInsulationRValueInputType2")



@_attrs_define
class CalcInsulationRValueInputType2:
    """ 
        Attributes:
            assembly (CalcInsulationRValueInputType2Assembly):
            climate_zone (CalcInsulationRValueInputType2ClimateZone):
     """

    assembly: CalcInsulationRValueInputType2Assembly
    climate_zone: CalcInsulationRValueInputType2ClimateZone
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        assembly = self.assembly.value

        climate_zone = self.climate_zone.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "assembly": assembly,
            "climate_zone": climate_zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        assembly = CalcInsulationRValueInputType2Assembly(d.pop("assembly"))




        climate_zone = CalcInsulationRValueInputType2ClimateZone(d.pop("climate_zone"))




        calc_insulation_r_value_input_type_2 = cls(
            assembly=assembly,
            climate_zone=climate_zone,
        )


        calc_insulation_r_value_input_type_2.additional_properties = d
        return calc_insulation_r_value_input_type_2

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
