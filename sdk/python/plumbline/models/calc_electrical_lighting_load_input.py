from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_lighting_load_input_nec_edition import CalcElectricalLightingLoadInputNecEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalLightingLoadInput")



@_attrs_define
class CalcElectricalLightingLoadInput:
    """ 
        Attributes:
            floor_area_sqft (float): Floor area of the dwelling from its outside dimensions, excluding open porches, garages
                and unused or unfinished spaces not adaptable for future use (NEC 220.5(C)), square feet.
            laundry_circuits (int | Unset): 20 A laundry branch circuits (NEC 210.11(C)(2)); each counts 1500 VA
                (220.52(B)). Default: 1.
            nec_edition (CalcElectricalLightingLoadInputNecEdition | Unset): NEC edition whose rules and numbering apply:
                2020, 2023 (default) or 2026. Default: CalcElectricalLightingLoadInputNecEdition.VALUE_1.
            small_appliance_circuits (int | Unset): 20 A small-appliance branch circuits (kitchen, dining, pantry); a
                dwelling has at least two (NEC 210.11(C)(1)). Each counts 1500 VA (220.52(A)). Default: 2.
     """

    floor_area_sqft: float
    laundry_circuits: int | Unset = 1
    nec_edition: CalcElectricalLightingLoadInputNecEdition | Unset = CalcElectricalLightingLoadInputNecEdition.VALUE_1
    small_appliance_circuits: int | Unset = 2





    def to_dict(self) -> dict[str, Any]:
        floor_area_sqft = self.floor_area_sqft

        laundry_circuits = self.laundry_circuits

        nec_edition: str | Unset = UNSET
        if not isinstance(self.nec_edition, Unset):
            nec_edition = self.nec_edition.value


        small_appliance_circuits = self.small_appliance_circuits


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "floor_area_sqft": floor_area_sqft,
        })
        if laundry_circuits is not UNSET:
            field_dict["laundry_circuits"] = laundry_circuits
        if nec_edition is not UNSET:
            field_dict["nec_edition"] = nec_edition
        if small_appliance_circuits is not UNSET:
            field_dict["small_appliance_circuits"] = small_appliance_circuits

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor_area_sqft = d.pop("floor_area_sqft")

        laundry_circuits = d.pop("laundry_circuits", UNSET)

        _nec_edition = d.pop("nec_edition", UNSET)
        nec_edition: CalcElectricalLightingLoadInputNecEdition | Unset
        if isinstance(_nec_edition,  Unset):
            nec_edition = UNSET
        else:
            nec_edition = CalcElectricalLightingLoadInputNecEdition(_nec_edition)




        small_appliance_circuits = d.pop("small_appliance_circuits", UNSET)

        calc_electrical_lighting_load_input = cls(
            floor_area_sqft=floor_area_sqft,
            laundry_circuits=laundry_circuits,
            nec_edition=nec_edition,
            small_appliance_circuits=small_appliance_circuits,
        )

        return calc_electrical_lighting_load_input

