from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_wire_size_input_insulation_rating import CalcElectricalWireSizeInputInsulationRating
from ..models.calc_electrical_wire_size_input_material import CalcElectricalWireSizeInputMaterial
from ..models.calc_electrical_wire_size_input_nec_edition import CalcElectricalWireSizeInputNecEdition
from ..models.calc_electrical_wire_size_input_phase import CalcElectricalWireSizeInputPhase
from ..models.calc_electrical_wire_size_input_terminal_rating import CalcElectricalWireSizeInputTerminalRating
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalWireSizeInput")



@_attrs_define
class CalcElectricalWireSizeInput:
    """ 
        Attributes:
            load_a (float): Load current the branch circuit serves, amperes.
            continuous_load (bool | Unset): True when the load runs 3 hours or more: the conductor must carry 125 % of it
                (NEC 210.19(A)). Default: False.
            insulation_rating (CalcElectricalWireSizeInputInsulationRating | Unset): Temperature rating of the conductor
                insulation, °C: 60 (TW, UF), 75 (THW, THWN, XHHW), 90 (THHN, THWN-2, XHHW-2). Selects the Table 310.16 column.
                Default: CalcElectricalWireSizeInputInsulationRating.VALUE_1.
            material (CalcElectricalWireSizeInputMaterial | Unset): Conductor material: copper, or aluminum / copper-clad
                aluminum. Default: CalcElectricalWireSizeInputMaterial.COPPER.
            max_voltage_drop_pct (float | Unset): Voltage-drop limit, percent of voltage_v. 3 % is the branch-circuit figure
                of NEC 210.19(A) Informational Note No. 4. Default: 3.0.
            nec_edition (CalcElectricalWireSizeInputNecEdition | Unset): NEC edition whose rules and numbering apply: 2020,
                2023 (default) or 2026. Default: CalcElectricalWireSizeInputNecEdition.VALUE_1.
            phase (CalcElectricalWireSizeInputPhase | Unset): single: drop over 2 x length; three: drop over sqrt(3) x
                length. Default: CalcElectricalWireSizeInputPhase.SINGLE.
            run_length_ft (float | Unset): One-way length of the circuit, feet. 0 skips the voltage-drop check; otherwise
                the size is increased until the drop is within max_voltage_drop_pct. Default: 0.0.
            terminal_rating (CalcElectricalWireSizeInputTerminalRating | Unset): Temperature rating of the terminations, °C.
                auto applies NEC 110.14(C)(1): 60 °C for circuits of 100 A or less, 75 °C above. The ampacity used is the lower
                of the insulation and terminal columns. Default: CalcElectricalWireSizeInputTerminalRating.AUTO.
            voltage_v (float | Unset): Circuit voltage for the voltage-drop check, volts. Default: 120.0.
     """

    load_a: float
    continuous_load: bool | Unset = False
    insulation_rating: CalcElectricalWireSizeInputInsulationRating | Unset = CalcElectricalWireSizeInputInsulationRating.VALUE_1
    material: CalcElectricalWireSizeInputMaterial | Unset = CalcElectricalWireSizeInputMaterial.COPPER
    max_voltage_drop_pct: float | Unset = 3.0
    nec_edition: CalcElectricalWireSizeInputNecEdition | Unset = CalcElectricalWireSizeInputNecEdition.VALUE_1
    phase: CalcElectricalWireSizeInputPhase | Unset = CalcElectricalWireSizeInputPhase.SINGLE
    run_length_ft: float | Unset = 0.0
    terminal_rating: CalcElectricalWireSizeInputTerminalRating | Unset = CalcElectricalWireSizeInputTerminalRating.AUTO
    voltage_v: float | Unset = 120.0





    def to_dict(self) -> dict[str, Any]:
        load_a = self.load_a

        continuous_load = self.continuous_load

        insulation_rating: str | Unset = UNSET
        if not isinstance(self.insulation_rating, Unset):
            insulation_rating = self.insulation_rating.value


        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value


        max_voltage_drop_pct = self.max_voltage_drop_pct

        nec_edition: str | Unset = UNSET
        if not isinstance(self.nec_edition, Unset):
            nec_edition = self.nec_edition.value


        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value


        run_length_ft = self.run_length_ft

        terminal_rating: str | Unset = UNSET
        if not isinstance(self.terminal_rating, Unset):
            terminal_rating = self.terminal_rating.value


        voltage_v = self.voltage_v


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "load_a": load_a,
        })
        if continuous_load is not UNSET:
            field_dict["continuous_load"] = continuous_load
        if insulation_rating is not UNSET:
            field_dict["insulation_rating"] = insulation_rating
        if material is not UNSET:
            field_dict["material"] = material
        if max_voltage_drop_pct is not UNSET:
            field_dict["max_voltage_drop_pct"] = max_voltage_drop_pct
        if nec_edition is not UNSET:
            field_dict["nec_edition"] = nec_edition
        if phase is not UNSET:
            field_dict["phase"] = phase
        if run_length_ft is not UNSET:
            field_dict["run_length_ft"] = run_length_ft
        if terminal_rating is not UNSET:
            field_dict["terminal_rating"] = terminal_rating
        if voltage_v is not UNSET:
            field_dict["voltage_v"] = voltage_v

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        load_a = d.pop("load_a")

        continuous_load = d.pop("continuous_load", UNSET)

        _insulation_rating = d.pop("insulation_rating", UNSET)
        insulation_rating: CalcElectricalWireSizeInputInsulationRating | Unset
        if isinstance(_insulation_rating,  Unset):
            insulation_rating = UNSET
        else:
            insulation_rating = CalcElectricalWireSizeInputInsulationRating(_insulation_rating)




        _material = d.pop("material", UNSET)
        material: CalcElectricalWireSizeInputMaterial | Unset
        if isinstance(_material,  Unset):
            material = UNSET
        else:
            material = CalcElectricalWireSizeInputMaterial(_material)




        max_voltage_drop_pct = d.pop("max_voltage_drop_pct", UNSET)

        _nec_edition = d.pop("nec_edition", UNSET)
        nec_edition: CalcElectricalWireSizeInputNecEdition | Unset
        if isinstance(_nec_edition,  Unset):
            nec_edition = UNSET
        else:
            nec_edition = CalcElectricalWireSizeInputNecEdition(_nec_edition)




        _phase = d.pop("phase", UNSET)
        phase: CalcElectricalWireSizeInputPhase | Unset
        if isinstance(_phase,  Unset):
            phase = UNSET
        else:
            phase = CalcElectricalWireSizeInputPhase(_phase)




        run_length_ft = d.pop("run_length_ft", UNSET)

        _terminal_rating = d.pop("terminal_rating", UNSET)
        terminal_rating: CalcElectricalWireSizeInputTerminalRating | Unset
        if isinstance(_terminal_rating,  Unset):
            terminal_rating = UNSET
        else:
            terminal_rating = CalcElectricalWireSizeInputTerminalRating(_terminal_rating)




        voltage_v = d.pop("voltage_v", UNSET)

        calc_electrical_wire_size_input = cls(
            load_a=load_a,
            continuous_load=continuous_load,
            insulation_rating=insulation_rating,
            material=material,
            max_voltage_drop_pct=max_voltage_drop_pct,
            nec_edition=nec_edition,
            phase=phase,
            run_length_ft=run_length_ft,
            terminal_rating=terminal_rating,
            voltage_v=voltage_v,
        )

        return calc_electrical_wire_size_input

