from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_panel_load_input_nec_edition import CalcElectricalPanelLoadInputNecEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalPanelLoadInput")



@_attrs_define
class CalcElectricalPanelLoadInput:
    """ 
        Attributes:
            living_area_sqft (float): Living area in square feet (220.82(B)(1): excludes open porches, unfinished spaces).
            electric_dryer_va (float | Unset): Nameplate rating of the clothes dryer, VA. Default: 0.0.
            electric_range_va (float | Unset): Nameplate rating of ranges, wall-mounted ovens and counter-mounted cooking
                units, VA. Default: 0.0.
            hvac_va (float | Unset): Heating or air-conditioning load counted at 100% under 220.82(C): the larger of the two
                when they do not run together, VA. Default: 0.0.
            nec_edition (CalcElectricalPanelLoadInputNecEdition | Unset): NEC edition to apply. Default:
                CalcElectricalPanelLoadInputNecEdition.VALUE_1.
            other_appliances_va (float | Unset): Other appliances fastened in place and permanently connected motors
                (dishwasher, disposal, EV charger...), nameplate VA (220.82(B)(3)-(4)). Default: 0.0.
            water_heater_va (float | Unset): Nameplate rating of water heaters, VA. Default: 0.0.
     """

    living_area_sqft: float
    electric_dryer_va: float | Unset = 0.0
    electric_range_va: float | Unset = 0.0
    hvac_va: float | Unset = 0.0
    nec_edition: CalcElectricalPanelLoadInputNecEdition | Unset = CalcElectricalPanelLoadInputNecEdition.VALUE_1
    other_appliances_va: float | Unset = 0.0
    water_heater_va: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        living_area_sqft = self.living_area_sqft

        electric_dryer_va = self.electric_dryer_va

        electric_range_va = self.electric_range_va

        hvac_va = self.hvac_va

        nec_edition: str | Unset = UNSET
        if not isinstance(self.nec_edition, Unset):
            nec_edition = self.nec_edition.value


        other_appliances_va = self.other_appliances_va

        water_heater_va = self.water_heater_va


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "living_area_sqft": living_area_sqft,
        })
        if electric_dryer_va is not UNSET:
            field_dict["electric_dryer_va"] = electric_dryer_va
        if electric_range_va is not UNSET:
            field_dict["electric_range_va"] = electric_range_va
        if hvac_va is not UNSET:
            field_dict["hvac_va"] = hvac_va
        if nec_edition is not UNSET:
            field_dict["nec_edition"] = nec_edition
        if other_appliances_va is not UNSET:
            field_dict["other_appliances_va"] = other_appliances_va
        if water_heater_va is not UNSET:
            field_dict["water_heater_va"] = water_heater_va

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        living_area_sqft = d.pop("living_area_sqft")

        electric_dryer_va = d.pop("electric_dryer_va", UNSET)

        electric_range_va = d.pop("electric_range_va", UNSET)

        hvac_va = d.pop("hvac_va", UNSET)

        _nec_edition = d.pop("nec_edition", UNSET)
        nec_edition: CalcElectricalPanelLoadInputNecEdition | Unset
        if isinstance(_nec_edition,  Unset):
            nec_edition = UNSET
        else:
            nec_edition = CalcElectricalPanelLoadInputNecEdition(_nec_edition)




        other_appliances_va = d.pop("other_appliances_va", UNSET)

        water_heater_va = d.pop("water_heater_va", UNSET)

        calc_electrical_panel_load_input = cls(
            living_area_sqft=living_area_sqft,
            electric_dryer_va=electric_dryer_va,
            electric_range_va=electric_range_va,
            hvac_va=hvac_va,
            nec_edition=nec_edition,
            other_appliances_va=other_appliances_va,
            water_heater_va=water_heater_va,
        )

        return calc_electrical_panel_load_input

