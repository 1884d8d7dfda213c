from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_service_conductor_input_material import CalcElectricalServiceConductorInputMaterial
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalServiceConductorInput")



@_attrs_define
class CalcElectricalServiceConductorInput:
    """ 
        Attributes:
            service_a (float): Rating of the single-phase dwelling service or main feeder, amperes (Table 310.12(A) covers
                100 to 400 A; a rating between rows takes the next row up, and one under 100 A the 100 A row).
            material (CalcElectricalServiceConductorInputMaterial | Unset): Conductor material: copper, or aluminum /
                copper-clad aluminum. Default: CalcElectricalServiceConductorInputMaterial.COPPER.
     """

    service_a: float
    material: CalcElectricalServiceConductorInputMaterial | Unset = CalcElectricalServiceConductorInputMaterial.COPPER





    def to_dict(self) -> dict[str, Any]:
        service_a = self.service_a

        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "service_a": service_a,
        })
        if material is not UNSET:
            field_dict["material"] = material

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        service_a = d.pop("service_a")

        _material = d.pop("material", UNSET)
        material: CalcElectricalServiceConductorInputMaterial | Unset
        if isinstance(_material,  Unset):
            material = UNSET
        else:
            material = CalcElectricalServiceConductorInputMaterial(_material)




        calc_electrical_service_conductor_input = cls(
            service_a=service_a,
            material=material,
        )

        return calc_electrical_service_conductor_input

